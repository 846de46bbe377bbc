import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../storage/sqlite/sqlite-database.js';
import { LogStore } from './log-store.js';
import { LogWriter } from './log-writer.js';
import { defaultSettings, type LogsSettings } from '../settings/settings-model.js';

let db: SqliteDatabase;
let store: LogStore;
let logs: LogsSettings;

beforeEach(async () => {
  db = new SqliteDatabase({ path: ':memory:' });
  store = new LogStore(db);
  await store.init();
  logs = { ...defaultSettings().logs };
});
afterEach(async () => {
  await db.close();
});

const params = (
  over: Partial<{ filter: string; sort: string; page: number; perPage: number; skipTotal: boolean }> = {},
) => ({
  page: 1,
  perPage: 30,
  skipTotal: false,
  filter: '',
  sort: '',
  ...over,
});

describe('LogWriter + LogStore', () => {
  it('batches writes, honours minLevel/maxDays, and lists with filter and sort', async () => {
    const writer = new LogWriter(store, () => logs, { flushMs: 10_000 });
    expect(writer.log(0, 'GET /a', { status: 200, nested: { x: 1 } })).toBe(true);
    expect(writer.log(8, 'GET /b', { status: 500 })).toBe(true);
    expect(writer.log(-4, 'debug', {})).toBe(false); // below minLevel 0
    expect((await store.list(params())).totalItems).toBe(0); // nothing written until the flush
    await writer.flush();
    expect((await store.list(params())).totalItems).toBe(2);
    expect((await store.list(params({ filter: 'data.status >= 400' }))).items.map((l) => l.message)).toEqual([
      'GET /b',
    ]);
    expect((await store.list(params({ filter: 'data.nested.x = 1' }))).items.map((l) => l.message)).toEqual(['GET /a']);
    expect((await store.list(params({ sort: '-level' }))).items.map((l) => l.level)).toEqual([8, 0]);
    logs = { ...logs, maxDays: 0 };
    expect(writer.log(8, 'off', {})).toBe(false);
    await writer.close();
  });

  it('returns logs written in the same millisecond in insertion order, on every page', async () => {
    const created = '2024-01-01 10:15:00.123Z';
    // ids deliberately not in insertion order: the tie-breaker is the row order, not the id
    await store.insert(['m', 'c', 'x', 'a', 'q'].map((id, i) => ({ id, created, level: 0, message: `p${i}`, data: {} })));
    const messages = async (sort: string, page = 1, perPage = 30) =>
      (await store.list(params({ sort, page, perPage }))).items.map((l) => l.message);
    expect(await messages('-created')).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);
    expect(await messages('created')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect([...(await messages('-created', 1, 2)), ...(await messages('-created', 2, 2)), ...(await messages('-created', 3, 2))]).toEqual([
      'p4', 'p3', 'p2', 'p1', 'p0',
    ]);
    expect(await messages('-level,created')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('stats by hour, view, retention and truncate', async () => {
    await store.insert([
      { id: 'a', created: '2024-01-01 10:15:00.000Z', level: 0, message: 'm1', data: {} },
      { id: 'b', created: '2024-01-01 10:45:00.000Z', level: 8, message: 'm2', data: {} },
      { id: 'c', created: '2024-01-01 11:00:00.000Z', level: 0, message: 'm3', data: {} },
    ]);
    expect(await store.stats('')).toEqual([
      { total: 2, date: '2024-01-01 10:00:00.000Z' },
      { total: 1, date: '2024-01-01 11:00:00.000Z' },
    ]);
    expect(await store.stats('level = 8')).toEqual([{ total: 1, date: '2024-01-01 10:00:00.000Z' }]);
    expect(await store.view('b')).toMatchObject({ id: 'b', message: 'm2', data: {} });
    expect(await store.view('zzz')).toBeNull();
    expect(await store.deleteOld(1, undefined, new Date('2024-01-02T10:50:00Z'))).toBe(2);
    await store.truncate();
    expect((await store.list(params())).totalItems).toBe(0);
  });
});

describe('LogWriter on a SQLite file: batches written by the write worker thread (decision 0038)', () => {
  it('writes every entry, in order, across batches and on close, and the main connection reads them', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'covey-logs-worker-'));
    const fileDb = new SqliteDatabase({ path: join(dir, 'auxiliary.db') });
    try {
      const fileStore = new LogStore(fileDb);
      await fileStore.init();
      let n = 0;
      const writer = new LogWriter(fileStore, () => logs, { flushMs: 10_000, batchSize: 250, newId: () => `id${String(n++).padStart(6, '0')}` });
      for (let i = 0; i < 1100; i++) writer.log(0, `GET /api/n/${i}`, { i });
      // 4 full batches went to the worker on their own; the last 100 wait for close
      await writer.close();
      const page = await fileStore.list(params({ perPage: 1100, sort: 'id' }));
      expect(page.totalItems).toBe(1100);
      expect(page.items.map((e) => e.data['i'])).toEqual(Array.from({ length: 1100 }, (_, i) => i));
    } finally {
      await fileDb.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
