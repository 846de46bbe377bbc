/**
 * Notices grouped by the reader's calendar day, newest first: "Today", "Yesterday", then the date
 * ("March 4, 2026"). The input is already newest first (the list's sort); groups keep that order.
 */
import { intlTag } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';
import { formatDayLong } from '../../../lib/format-date';
import { storeDate } from '../../../lib/store-date';

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

export function groupByDay<T extends { created: string }>(items: readonly T[], now = new Date()): DayGroup<T>[] {
  const today = dayKey(now);
  const y = new Date(now);
  y.setDate(y.getDate() - 1);
  const yesterday = dayKey(y);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(storeDate(item.created));
    let group = groups.find((g) => g.key === key);
    if (!group) {
      const label = key === today ? t('notifications.today') : key === yesterday ? t('notifications.yesterday') : formatDayLong(item.created);
      group = { key, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** "3:05 PM" (es: "3:05 p.m.") in the reader's zone */
export const timeOfDay = (created: string): string =>
  new Intl.DateTimeFormat(intlTag(), { hour: 'numeric', minute: '2-digit' }).format(storeDate(created));
