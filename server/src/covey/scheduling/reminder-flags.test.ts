import { describe, expect, it } from 'vitest';
import { readReminderFlags } from './reminder-flags.js';

describe('readReminderFlags', () => {
  it.each([
    [null, {}],
    ['', {}],
    [[], {}],
    [{}, {}],
    [{ d1_sent: '2026-01-01 10:00:00.000Z' }, { d1_sent: '2026-01-01 10:00:00.000Z' }],
    [{ d1_sent: 'skipped', h1_sent: '2026-01-01 10:00:00.000Z' }, { d1_sent: 'skipped', h1_sent: '2026-01-01 10:00:00.000Z' }],
    [{ d1_sent: true }, { d1_sent: 'sent' }],
    [{ d1_sent: false, h1_sent: '', other: 1 }, {}],
  ])('%j → %j', (raw, flags) => expect(readReminderFlags(raw)).toEqual(flags));
});
