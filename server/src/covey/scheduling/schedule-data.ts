/**
 * Reads what slot computation needs for one counselor (their settings, availability rows and
 * requested/confirmed sessions) straight from the store, bypassing API rules: members never read
 * `availability` rows, only the slots computed from them.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { RecordModel } from '../../core/records/record.js';
import { findById, list, str } from '../hooks/context.js';
import { settingsFrom, type AvailabilityRow, type Busy, type SlotSettings } from './slots.js';
import { parseInstant, storeDate } from './zones.js';

export const SESSION_KINDS = ['counselor_call', 'counselor_video', 'enrollment_session'];

export interface Schedule {
  counselor: RecordModel;
  settings: SlotSettings;
  rows: AvailabilityRow[];
  busy: Busy[];
}

const DAY = 24 * 3600_000;

/** the counselor's schedule; sessions overlapping [from - 1 day, to + 1 day], except `exceptId` */
export async function loadSchedule(
  core: CoreApp,
  q: Queryable,
  counselorId: string,
  from: number,
  to: number,
  exceptId = '',
): Promise<Schedule | null> {
  const counselor = counselorId ? await findById(core, q, 'counselors', counselorId) : null;
  if (!counselor) return null;
  const settings = settingsFrom(counselor.data);
  const raw = await q.all<Record<string, unknown>>(
    'SELECT "kind", "weekdays", "start_time", "end_time", "date", "timezone" FROM "availability" WHERE "counselor" = ?',
    [counselorId],
  );
  const rows: AvailabilityRow[] = raw.map((r) => ({
    kind: str(r['kind']),
    weekdays: parseList(r['weekdays']),
    start_time: str(r['start_time']),
    end_time: str(r['end_time']),
    date: str(r['date']),
    timezone: str(r['timezone']),
  }));
  const busyRows = await q.all<{ start: string; end: string }>(
    `SELECT "start", "end" FROM "appointments" WHERE "counselor" = ? AND "status" IN ('requested', 'confirmed')
       AND "kind" != 'provider_visit' AND "start" != '' AND "start" < ? AND "start" >= ? AND "id" != ?`,
    [counselorId, storeDate(to + 2 * DAY), storeDate(from - 2 * DAY), exceptId],
  );
  const busy = busyRows
    .map((b) => ({ start: parseInstant(b.start), end: parseInstant(b.end) }))
    .filter((b) => Number.isFinite(b.start))
    .map((b) => ({
      start: b.start,
      end: Number.isFinite(b.end) && b.end > b.start ? b.end : b.start + settings.slotMinutes * 60_000,
    }));
  return { counselor, settings, rows, busy };
}

function parseList(v: unknown): string[] {
  if (typeof v === 'string' && v.startsWith('[')) {
    try {
      return list(JSON.parse(v));
    } catch {
      return [];
    }
  }
  return list(v);
}
