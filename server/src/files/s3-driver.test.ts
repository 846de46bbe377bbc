import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidFileKeyError, type FilesDriver } from './files-driver.js';
import { LocalFilesDriver } from './local-driver.js';
import { S3FilesDriver } from './s3-driver.js';
import { startS3rver, type TestS3 } from '../../test/harness/s3rver.js';

let root: string;
let s3: TestS3;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'covey-files-contract-'));
  s3 = await startS3rver(path.join(root, 's3'), ['contract']);
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

const drivers: Record<string, () => FilesDriver> = {
  local: () => new LocalFilesDriver(path.join(root, 'local')),
  s3: () => new S3FilesDriver({ ...s3.config, bucket: 'contract' }),
};

describe.each(Object.keys(drivers))('FilesDriver contract: %s', (name) => {
  it('puts, gets, ranges, stats, lists and deletes', async () => {
    const d = drivers[name]!();
    await d.put('col/rec/a.txt', Buffer.from('hello world'));
    await d.put('col/rec/thumbs_a.png/100x100_a.png', Readable.from([Buffer.from('th'), Buffer.from('umb')]));
    await d.put('col/rec2/b.txt', new Uint8Array([104, 105]));
    await d.put('col/recX/c.txt', Buffer.from('x'));
    expect(await text(await d.get('col/rec/a.txt'))).toBe('hello world');
    expect(await text(await d.get('col/rec/a.txt', { start: 6 }))).toBe('world');
    expect(await text(await d.get('col/rec/a.txt', { start: 0, end: 4 }))).toBe('hello');
    expect(await text(await d.get('col/rec/thumbs_a.png/100x100_a.png'))).toBe('thumb');
    const st = await d.stat('col/rec/a.txt');
    expect(st?.size).toBe(11);
    expect(st?.modified).toBeInstanceOf(Date);
    expect(await d.stat('col/rec/missing.txt')).toBeNull();
    await expect(d.get('col/rec/missing.txt')).rejects.toBeInstanceOf(FileNotFoundError);
    expect((await d.list('col/rec')).map((f) => [f.key, f.size])).toEqual([
      ['col/rec/a.txt', 11],
      ['col/rec/thumbs_a.png/100x100_a.png', 5],
    ]);
    expect((await d.list('')).map((f) => f.key)).toEqual([
      'col/rec/a.txt',
      'col/rec/thumbs_a.png/100x100_a.png',
      'col/rec2/b.txt',
      'col/recX/c.txt',
    ]);
    expect(await d.list('nope')).toEqual([]);
    await d.put('col/rec/a.txt', Buffer.from('replaced'));
    expect(await text(await d.get('col/rec/a.txt'))).toBe('replaced');
    await d.delete('col/rec/a.txt');
    await d.delete('col/rec/a.txt');
    expect(await d.stat('col/rec/a.txt')).toBeNull();
    await d.deletePrefix('col/rec');
    await d.deletePrefix('col/rec');
    expect((await d.list('')).map((f) => f.key)).toEqual(['col/rec2/b.txt', 'col/recX/c.txt']);
    await d.deletePrefix('col');
    expect(await d.list('')).toEqual([]);
  });

  it('rejects bad keys', async () => {
    const d = drivers[name]!();
    for (const k of ['', '/abs', 'a/../b', 'a//b', 'a\\b', 'a\u0000b']) {
      await expect(d.put(k, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
  });
});
