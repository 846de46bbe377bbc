import { describe, it, expect } from 'vitest';
import { dateToMillis, formatDate, isCanonicalDate, nowString, parseDateInput, storeDateMs } from './dates.js';

describe('formatDate', () => {
  it('formats in UTC with ms', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)))).toBe('2024-01-02 03:04:05.006Z');
  });
  it('nowString has the layout', () => {
    expect(nowString()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('parseDateInput', () => {
  const cases: [unknown, string | null][] = [
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
    ['2024-01-02 03:04:05.123Z', '2024-01-02 03:04:05.123Z'],
    ['2024-01-02T03:04:05Z', '2024-01-02 03:04:05.000Z'],
    ['2024-01-02T03:04:05.5Z', '2024-01-02 03:04:05.500Z'],
    ['2024-01-02T03:04:05.123456789Z', '2024-01-02 03:04:05.123Z'],
    ['2024-01-02T03:04:05+02:00', '2024-01-02 01:04:05.000Z'],
    ['2024-01-02T03:04:05-0130', '2024-01-02 04:34:05.000Z'],
    ['2024-01-02 03:04:05', '2024-01-02 03:04:05.000Z'],
    ['2024-01-02 03:04', '2024-01-02 03:04:00.000Z'],
    ['2024-01-02', '2024-01-02 00:00:00.000Z'],
    [0, '1970-01-01 00:00:00.000Z'],
    [1700000000, '2023-11-14 22:13:20.000Z'],
    [1700000000.5, '2023-11-14 22:13:20.500Z'],
    [new Date(Date.UTC(2020, 1, 29)), '2020-02-29 00:00:00.000Z'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-01-01 25:00:00', null],
    ['yesterday', null],
    ['1700000000', null],
    [true, null],
    [{}, null],
    [Number.NaN, null],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });
  it('dateToMillis', () => {
    expect(dateToMillis('1970-01-01 00:00:01.000Z')).toBe(1000);
    expect(dateToMillis('bad')).toBeNaN();
    expect(dateToMillis('')).toBeNaN();
  });
});

describe('isCanonicalDate', () => {
  it('is true exactly when parseDateInput gives the same (non-empty) string back', () => {
    const samples = [
      '2024-01-01 10:15:00.123Z',
      '2024-02-29 23:59:59.999Z',
      '2023-02-29 00:00:00.000Z',
      '1900-02-29 00:00:00.000Z',
      '2000-02-29 00:00:00.000Z',
      '2024-04-31 00:00:00.000Z',
      '2024-13-01 00:00:00.000Z',
      '2024-00-10 00:00:00.000Z',
      '2024-01-00 00:00:00.000Z',
      '2024-01-01 24:00:00.000Z',
      '2024-01-01 10:60:00.000Z',
      '2024-01-01 10:00:60.000Z',
      '0000-01-01 00:00:00.000Z',
      '0099-12-31 00:00:00.000Z',
      '0100-01-01 00:00:00.000Z',
      '9999-12-31 23:59:59.999Z',
      '2024-01-01T10:15:00.123Z',
      '2024-01-01 10:15:00.12Z',
      '2024-01-01 10:15:00.123',
      '2024-01-01 10:15:00.123z',
      ' 2024-01-01 10:15:00.123Z',
      '2024-01-01 1a:15:00.123Z',
      '2024-01-01 10:15:00.12aZ',
      '2024-0/-01 10:15:00.123Z',
      '+024-01-01 10:15:00.123Z',
      '2024-01-01 10:15:0:.123Z',
      '2024/01/01 10:15:00.123Z',
      '2024-01-01 10-15-00.123Z',
      '2024-01-01 10:15:00,123Z',
    ];
    for (let i = 0; i < 2000; i++) {
      const ms = Math.floor(Math.random() * 253402300799999);
      samples.push(formatDate(new Date(ms)));
    }
    for (const s of samples) expect(isCanonicalDate(s), s).toBe(parseDateInput(s) === s);
  });
});

describe('storeDateMs', () => {
  it('reads the store form, ISO and a bare date alike, NaN for text', () => {
    expect(storeDateMs('2026-01-02 03:04:05.000Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(storeDateMs('2026-01-02T03:04:05.000Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(storeDateMs('2026-01-02')).toBe(Date.UTC(2026, 0, 2));
    expect(storeDateMs('soon')).toBeNaN();
  });
});
