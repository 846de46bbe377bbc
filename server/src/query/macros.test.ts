import { describe, expect, it } from 'vitest';
import { isMacro, MACRO_NAMES, resolveMacro } from './macros.js';

// Wednesday 2024-02-14 13:45:30.123 UTC (leap year)
const now = new Date(Date.UTC(2024, 1, 14, 13, 45, 30, 123));

describe('macros', () => {
  it.each<[string, string | number]>([
    ['@now', '2024-02-14 13:45:30.123Z'],
    ['@yesterday', '2024-02-13 13:45:30.123Z'],
    ['@tomorrow', '2024-02-15 13:45:30.123Z'],
    ['@todayStart', '2024-02-14 00:00:00.000Z'],
    ['@todayEnd', '2024-02-14 23:59:59.999Z'],
    ['@monthStart', '2024-02-01 00:00:00.000Z'],
    ['@monthEnd', '2024-02-29 23:59:59.999Z'],
    ['@yearStart', '2024-01-01 00:00:00.000Z'],
    ['@yearEnd', '2024-12-31 23:59:59.999Z'],
    ['@second', 30],
    ['@minute', 45],
    ['@hour', 13],
    ['@day', 14],
    ['@month', 2],
    ['@weekday', 3],
    ['@year', 2024],
  ])('%s', (name, expected) => {
    expect(resolveMacro(name, now)).toBe(expected);
  });

  it('handles month ends and Sundays', () => {
    const dec = new Date(Date.UTC(2023, 11, 31, 0, 0, 0, 0));
    expect(resolveMacro('@monthEnd', dec)).toBe('2023-12-31 23:59:59.999Z');
    expect(resolveMacro('@weekday', dec)).toBe(0);
    expect(resolveMacro('@month', dec)).toBe(12);
  });

  it('knows exactly its names', () => {
    expect(MACRO_NAMES).toHaveLength(16);
    expect(isMacro('@now')).toBe(true);
    expect(isMacro('@NOW')).toBe(false);
    expect(isMacro('toString')).toBe(false);
    expect(resolveMacro('@request', now)).toBeUndefined();
  });
});
