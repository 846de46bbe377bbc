import { describe, expect, it } from 'vitest';
import { formatDay, formatDayLong } from './format-date';

describe('format-date', () => {
  it('formats a store date in US English', () => {
    expect(formatDay('2026-03-04 12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDayLong('2026-03-04 12:00:00.000Z')).toBe('March 4, 2026');
  });
  it('shows nothing for an empty or bad value', () => {
    expect(formatDay('')).toBe('');
    expect(formatDayLong('soon')).toBe('');
  });
});
