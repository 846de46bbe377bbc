/**
 * The `appointments.reminders` json field (product.md §3.3, §6): which reminder went out, stamped in
 * the transaction that sends it. `d1_sent` is the 24 hour one, `h1_sent` the 1 hour one; each holds the
 * time it was sent, or `"skipped"` when it was due no longer (booked or confirmed inside the window).
 * One shape and one reader for the hook and the cron.
 */
interface ReminderFlags {
  d1_sent?: string;
  h1_sent?: string;
}

const flag = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : v === true ? 'sent' : undefined);

/** the stored value → flags; anything else (null, an array, an older `true`) reads leniently */
export function readReminderFlags(raw: unknown): ReminderFlags {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const v = raw as Record<string, unknown>;
  const out: ReminderFlags = {};
  const d1 = flag(v['d1_sent']);
  const h1 = flag(v['h1_sent']);
  if (d1) out.d1_sent = d1;
  if (h1) out.h1_sent = h1;
  return out;
}
