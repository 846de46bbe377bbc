/**
 * Reads what slot computation needs for one counselor (their settings, availability rows and
 * requested/confirmed sessions) straight from the store, bypassing API rules: members never read
 * `availability` rows, only the slots computed from them.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { findById } from '../hooks/context.js';
import { store } from '../store/store.js';
import { settingsFrom, type AvailabilityRow, type Busy, type SlotSettings } from './slots.js';
import { parseInstant, storeDate } from './zones.js';
import type { StoreRecord } from '../store/store.js';

export interface Schedule {
  counselor: StoreRecord<'counselors'>;
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
  const s = store(core, q);
  const raw = await s.list('availability', 'counselor = {:counselorId}', { params: { counselorId } });
  const rows: AvailabilityRow[] = raw.map(({ data: r }) => ({
    kind: r.kind,
    weekdays: r.weekdays,
    start_time: r.start_time,
    end_time: r.end_time,
    date: r.date,
    timezone: r.timezone,
  }));
  const busyRows = await s.list(
    'appointments',
    '(status = "requested" || status = "confirmed") && kind != "provider_visit" && start != "" && start < {:until} && start >= {:since} && counselor = {:counselorId} && id != {:exceptId}',
    { params: { counselorId, until: storeDate(to + 2 * DAY), since: storeDate(from - 2 * DAY), exceptId } },
  );
  const busy = busyRows
    .map(({ data: b }) => ({ start: parseInstant(b.start), end: parseInstant(b.end) }))
    .filter((b) => Number.isFinite(b.start))
    .map((b) => ({
      start: b.start,
      end: Number.isFinite(b.end) && b.end > b.start ? b.end : b.start + settings.slotMinutes * 60_000,
    }));
  return { counselor, settings, rows, busy };
}
