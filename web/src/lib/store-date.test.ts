import { describe, expect, it } from 'vitest';
import { storeDate, storeDateMs } from './store-date';

describe('storeDate', () => {
  it.each([
    ['2026-03-04 05:06:07.890Z', '2026-03-04T05:06:07.890Z'],
    ['2026-03-04T05:06:07.890Z', '2026-03-04T05:06:07.890Z'],
    ['2026-03-04', '2026-03-04T00:00:00.000Z'],
  ])('%s', (v, iso) => expect(storeDate(v).toISOString()).toBe(iso));

  it('an empty or bad value is an invalid date, not a throw', () => {
    expect(Number.isNaN(storeDateMs(''))).toBe(true);
    expect(Number.isNaN(storeDateMs('soon'))).toBe(true);
  });
});
