/** Due dates: the store's `YYYY-MM-DD HH:MM:SS.mmmZ` layout, shown in the viewer's time zone. */
import { intlTag } from '../../../i18n/format';
import { storeDate } from '../../../lib/store-date';
export function parseStoreDate(value: string): Date | null {
  if (!value) return null;
  const d = storeDate(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function isOverdue(due: string, status: string, now = new Date()): boolean {
  const d = parseStoreDate(due);
  return !!d && d.getTime() < now.getTime() && status !== 'done' && status !== 'cancelled';
}

export function formatDay(value: string): string {
  const d = parseStoreDate(value);
  return d ? d.toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric' }) : '';
}

export function formatDateTime(value: string): string {
  const d = parseStoreDate(value);
  return d ? d.toLocaleString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';
}

/** `<input type="date">` value → store date (noon local time keeps the day in every zone) */
export function fromDateInput(value: string): string {
  if (!value) return '';
  const d = new Date(`${value}T12:00:00`);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace('T', ' ');
}

export function toDateInput(value: string): string {
  const d = parseStoreDate(value);
  if (!d) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** `<input type="datetime-local">` value ↔ store date */
export function fromDateTimeInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace('T', ' ');
}

export function toDateTimeInput(value: string): string {
  const d = parseStoreDate(value);
  if (!d) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** open tasks whose due date has passed first, then by due date (none last), then newest, then id */
export function sortTasks<T extends { due: string; status: string; created: string; id: string }>(tasks: T[], now = new Date()): T[] {
  const key = (t: T) => parseStoreDate(t.due)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...tasks].sort((a, b) => {
    const oa = isOverdue(a.due, a.status, now) ? 0 : 1;
    const ob = isOverdue(b.due, b.status, now) ? 0 : 1;
    if (oa !== ob) return oa - ob;
    const da = key(a);
    const db = key(b);
    if (da !== db) return da < db ? -1 : 1;
    if (a.created !== b.created) return a.created < b.created ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
