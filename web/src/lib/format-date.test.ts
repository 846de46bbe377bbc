import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, userRecord } from '../testing/render-app';
import type { UserRecord } from './api-client';
import { formatDay, formatDayLong } from './format-date';

afterEach(() => signInAs(null));

describe('format-date', () => {
  it('formats a store date in US English', () => {
    expect(formatDay('2026-03-04 12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDayLong('2026-03-04 12:00:00.000Z')).toBe('March 4, 2026');
  });
  it('shows nothing for an empty or bad value', () => {
    expect(formatDay('')).toBe('');
    expect(formatDayLong('soon')).toBe('');
  });
  it('shows dates in the time zone saved on the account', () => {
    // 03:00 UTC on March 5 is still March 4 in Los Angeles and already March 5 in Tokyo
    const at = '2026-03-05 03:00:00.000Z';
    signInAs(userRecord({ timezone: 'America/Los_Angeles' } as Partial<UserRecord>));
    expect(formatDay(at)).toBe('Mar 4, 2026');
    signInAs(userRecord({ timezone: 'Asia/Tokyo' } as Partial<UserRecord>));
    expect(formatDay(at)).toBe('Mar 5, 2026');
  });
  it('falls back to the device zone for an unknown zone', () => {
    signInAs(userRecord({ timezone: 'Mars/Olympus' } as Partial<UserRecord>));
    expect(formatDayLong('2026-03-04 12:00:00.000Z')).toBe('March 4, 2026');
  });
});
