import { intlTag } from '../../../i18n/format';
import { storeDate } from '../../../lib/store-date';

/** when a message was sent, in the active language: "Mar 4, 3:05 PM" (en) · "4 mar, 3:05 p.m." (es); '' when unknown */
export function formatSent(value: string): string {
  const d = storeDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlTag(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}
