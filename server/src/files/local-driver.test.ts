import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidFileKeyError } from './files-driver.js';
import { LocalFilesDriver } from './local-driver.js';

let root: string;
let driver: LocalFilesDriver;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'covey-files-'));
  driver = new LocalFilesDriver(path.join(root, 'storage'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('LocalFilesDriver', () => {
  it('puts, stats, gets, lists and deletes', async () => {
    await driver.put('col/rec/a.txt', Buffer.from('hello'));
    await driver.put('col/rec/thumbs_a.png/100x100_a.png', Readable.from([Buffer.from('th'), Buffer.from('umb')]));
    await driver.put('col/rec2/b.txt', new Uint8Array([104, 105]));
    expect(await text(await driver.get('col/rec/a.txt'))).toBe('hello');
    expect(await text(await driver.get('col/rec/thumbs_a.png/100x100_a.png'))).toBe('thumb');
    const st = await driver.stat('col/rec/a.txt');
    expect(st?.size).toBe(5);
    expect(st?.modified).toBeInstanceOf(Date);
    expect(await driver.stat('col/rec/missing.txt')).toBeNull();
    expect(await driver.stat('col/rec')).toBeNull(); // a folder is not an object
    expect((await driver.list('col/rec')).map((f) => [f.key, f.size])).toEqual([
      ['col/rec/a.txt', 5],
      ['col/rec/thumbs_a.png/100x100_a.png', 5],
    ]);
    expect((await driver.list('')).map((f) => f.key)).toHaveLength(3);
    expect(await driver.list('nope/')).toEqual([]);
    await driver.delete('col/rec/a.txt');
    await driver.delete('col/rec/a.txt'); // idempotent
    expect(await driver.stat('col/rec/a.txt')).toBeNull();
  });

  it('overwrites atomically and leaves no temp files', async () => {
    await driver.put('c/r/f.txt', Buffer.from('one'));
    await driver.put('c/r/f.txt', Buffer.from('two!'));
    expect(await text(await driver.get('c/r/f.txt'))).toBe('two!');
    expect(await readdir(path.join(root, 'storage/c/r'))).toEqual(['f.txt']);
  });

  it('cleans up the temp file when the source stream fails', async () => {
    const bad = new Readable({
      read() {
        this.destroy(new Error('upload aborted'));
      },
    });
    await expect(driver.put('c/r/f.txt', bad)).rejects.toThrow('upload aborted');
    expect(await readdir(path.join(root, 'storage/c/r'))).toEqual([]);
    expect(await driver.stat('c/r/f.txt')).toBeNull();
  });

  it('reads byte ranges', async () => {
    await driver.put('c/r/f.txt', Buffer.from('0123456789'));
    expect(await text(await driver.get('c/r/f.txt', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await driver.get('c/r/f.txt', { start: 7 }))).toBe('789');
    await expect(driver.get('c/r/f.txt', { start: 5, end: 2 })).rejects.toThrow(RangeError);
  });

  it('rejects missing objects with FileNotFoundError', async () => {
    await expect(driver.get('c/r/none')).rejects.toBeInstanceOf(FileNotFoundError);
    await driver.put('c/r/f.txt', Buffer.from('x'));
    await expect(driver.get('c/r')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(driver.get('c/r/f.txt/x')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('deletePrefix removes whole segments only and prunes empty folders', async () => {
    await driver.put('c/r/a.txt', Buffer.from('a'));
    await driver.put('c/r/thumbs_a/x.png', Buffer.from('x'));
    await driver.put('c/rr/b.txt', Buffer.from('b'));
    await driver.deletePrefix('c/r/');
    expect((await driver.list('')).map((f) => f.key)).toEqual(['c/rr/b.txt']);
    await driver.deletePrefix('c/rr/b.txt'); // a file is not a prefix
    expect(await driver.stat('c/rr/b.txt')).not.toBeNull();
    await driver.delete('c/rr/b.txt');
    expect(await readdir(path.join(root, 'storage'))).toEqual([]);
    await driver.deletePrefix('missing');
  });

  const badKeys = [
    '',
    '../x',
    'a/../../x',
    'a/./b',
    '/etc/passwd',
    'a//b',
    'a/',
    'a\\..\\b',
    '..\\x',
    'a\0b',
    'C:/x',
    'a/\n/b',
    '..',
    '.',
    'x'.repeat(1025),
    'a/.covey-tmp-1',
  ];
  it.each(badKeys)('rejects key %j', async (key) => {
    await expect(driver.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.stat(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('rejects traversal in prefixes and never touches files outside the root', async () => {
    await writeFile(path.join(root, 'outside.txt'), 'keep');
    await expect(driver.deletePrefix('..')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.deletePrefix('')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.list('../')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(driver.list('/')).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(await readdir(root)).toContain('outside.txt');
  });
});
