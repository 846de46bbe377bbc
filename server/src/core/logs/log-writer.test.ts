/**
 * LogWriter's batching (decision 0065): entries wait in memory and are written in one batch when the
 * timer fires or `batchSize` entries wait, whichever comes first; close writes what waits; the memory
 * bound drops (and says so) instead of growing. A store that records its batches, fake timers: no timing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type LogsSettings } from '../settings/settings-model.js';
import type { LogEntry } from './log-model.js';
import type { LogStore } from './log-store.js';
import { LogWriter } from './log-writer.js';

let batches: LogEntry[][];
let failNext: boolean;
let logs: LogsSettings;
const store = {
  insert: (entries: readonly LogEntry[]) => {
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('disk full'));
    }
    batches.push([...entries]);
    return Promise.resolve();
  },
} as unknown as LogStore;

const messages = () => batches.map((b) => b.map((e) => e.message));

beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
  failNext = false;
  logs = { ...defaultSettings().logs };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LogWriter batches', () => {
  it('writes nothing until the timer fires, then every waiting entry in one batch', async () => {
    const writer = new LogWriter(store, () => logs, { flushMs: 200 });
    writer.log(0, 'GET /a');
    writer.log(0, 'GET /b');
    await vi.advanceTimersByTimeAsync(199);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(messages()).toEqual([['GET /a', 'GET /b']]);
    // the next entry starts a new timer
    writer.log(0, 'GET /c');
    expect(messages()).toEqual([['GET /a', 'GET /b']]);
    await vi.advanceTimersByTimeAsync(200);
    expect(messages()).toEqual([['GET /a', 'GET /b'], ['GET /c']]);
  });

  it('writes a full batch at once, without waiting for the timer', async () => {
    const writer = new LogWriter(store, () => logs, { flushMs: 60_000, batchSize: 3 });
    for (const m of ['1', '2', '3', '4']) writer.log(0, m);
    await writer.flush(); // after the batch that filled up: the fourth entry
    expect(messages()).toEqual([['1', '2', '3'], ['4']]);
  });

  it('a clean close writes every waiting entry; later entries are refused, not lost silently', async () => {
    const writer = new LogWriter(store, () => logs, { flushMs: 60_000 });
    writer.log(0, 'GET /a', { status: 200 });
    writer.log(8, 'GET /b', { status: 500 });
    await writer.close();
    expect(messages()).toEqual([['GET /a', 'GET /b']]);
    expect(batches[0]![1]).toMatchObject({ level: 8, data: { status: 500 } });
    expect(writer.log(0, 'GET /late')).toBe(false);
    await vi.runAllTimersAsync();
    expect(messages()).toEqual([['GET /a', 'GET /b']]);
  });

  it('holds at most maxPending entries between two writes (the most a crash can lose) and drops the rest', async () => {
    const writer = new LogWriter(store, () => logs, { flushMs: 60_000, maxPending: 3 });
    expect([1, 2, 3, 4, 5].map((i) => writer.log(0, `m${i}`))).toEqual([true, true, true, false, false]);
    await writer.flush();
    expect(messages()).toEqual([['m1', 'm2', 'm3']]);
    expect(writer.log(0, 'm6')).toBe(true);
  });

  it('a failed batch is reported and the next batch is still written', async () => {
    const onError = vi.fn();
    const writer = new LogWriter(store, () => logs, { flushMs: 60_000, onError });
    failNext = true;
    writer.log(0, 'lost');
    await writer.flush();
    expect(onError).toHaveBeenCalledTimes(1);
    writer.log(0, 'kept');
    await writer.flush();
    expect(messages()).toEqual([['kept']]);
  });

  it('stamps each entry when it is logged, not when its batch is written', async () => {
    vi.setSystemTime(new Date('2026-11-28T08:00:00.123Z'));
    const writer = new LogWriter(store, () => logs, { flushMs: 200 });
    writer.log(0, 'GET /a');
    vi.setSystemTime(new Date('2026-11-28T08:00:05.000Z'));
    await writer.flush();
    expect(batches[0]![0]!.created).toBe('2026-11-28 08:00:00.123Z');
  });
});
