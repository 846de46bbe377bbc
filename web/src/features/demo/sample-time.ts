/** Times of the demo's fixed sample day, in the active language. */
import { intlTag } from '../../i18n/format';

/** "9:30 AM" · "9:30 a.m.": a time of the sample Thursday */
export const sampleTime = (hour: number, minute: number) =>
  new Intl.DateTimeFormat(intlTag(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2025, 1, 20, hour, minute),
  );

