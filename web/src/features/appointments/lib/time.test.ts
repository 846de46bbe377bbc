import { describe, expect, it } from 'vitest';
import { addDays, dayParts, formatWhen, localDate, viewerZone, zoneName } from './time';

describe('appointment time helpers', () => {
  it('formats an instant in the viewer zone, across a DST change', () => {
    expect(formatWhen('2030-03-29 13:00:00.000Z', 'Europe/Berlin')).toBe('Fri, Mar 29, 2:00 PM');
    expect(formatWhen('2030-04-01 13:00:00.000Z', 'Europe/Berlin')).toBe('Mon, Apr 1, 3:00 PM');
    expect(formatWhen('', 'UTC')).toBe('Time to be arranged');
  });
  it('finds the local date and walks calendar days', () => {
    expect(localDate('2030-03-10 04:30:00.000Z', 'America/New_York')).toBe('2030-03-09');
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(dayParts('2030-03-04')).toEqual({ weekday: 'Mon', day: '4' });
  });
  it('falls back from an unknown saved zone to the device zone', () => {
    expect(viewerZone('Mars/Base')).not.toBe('Mars/Base');
    expect(viewerZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('zoneName', () => {
  it('never repeats itself ("UTC, UTC" before, #29)', () => {
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('America/New_York', Date.UTC(2026, 0, 15))).toBe('Eastern Standard Time (EST)');
  });
});
