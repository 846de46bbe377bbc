import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  FileNotFoundError,
  InvalidFileKeyError,
  keySegments,
  type ByteRange,
  type FileListItem,
  type FilesDriver,
  type FileStat,
} from './files-driver.js';
import { randomHex } from '../util/random.js';

const TMP_PREFIX = '.covey-tmp-';

/** FilesDriver over a local folder. Writes go to a temp file in the same folder, fsync, then rename. */
export class LocalFilesDriver implements FilesDriver {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, data: Buffer | Uint8Array | NodeJS.ReadableStream): Promise<void> {
    const target = this.#path(key);
    const dir = path.dirname(target);
    const tmp = path.join(dir, TMP_PREFIX + randomHex(8));
    const fh = await openFresh(dir, tmp);
    try {
      if (data instanceof Uint8Array) await fh.writeFile(data);
      else await writeStream(fh, data);
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => {});
      await rm(tmp, { force: true });
      throw err;
    }
    await fh.close();
    try {
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dir);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const p = this.#path(key);
    if (range) checkRange(range);
    let fh: FileHandle;
    try {
      fh = await open(p, 'r');
    } catch (err) {
      if (isMissing(err)) throw new FileNotFoundError(key);
      throw err;
    }
    const st = await fh.stat();
    if (!st.isFile()) {
      await fh.close();
      throw new FileNotFoundError(key);
    }
    return fh.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<FileStat | null> {
    try {
      const st = await stat(this.#path(key));
      return st.isFile() ? { size: st.size, modified: st.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const p = this.#path(key);
    try {
      await unlink(p);
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    await this.#pruneEmpty(path.dirname(p));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const p = this.#path(stripSlash(prefix));
    const st = await stat(p).catch((err: unknown) => (isMissing(err) ? null : Promise.reject(err)));
    if (!st?.isDirectory()) return;
    await rm(p, { recursive: true, force: true });
    await this.#pruneEmpty(path.dirname(p));
  }

  async list(prefix: string): Promise<FileListItem[]> {
    const segments = keySegments(stripSlash(prefix), { allowEmpty: true });
    const out: FileListItem[] = [];
    await this.#walk(path.join(this.root, ...segments), segments.join('/'), out);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async #walk(dir: string, keyPrefix: string, out: FileListItem[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const e of entries) {
      if (e.name.startsWith(TMP_PREFIX)) continue;
      const key = keyPrefix ? `${keyPrefix}/${e.name}` : e.name;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await this.#walk(full, key, out);
      else if (e.isFile()) {
        const st = await stat(full).catch(() => null);
        if (st) out.push({ key, size: st.size, modified: st.mtime });
      }
    }
  }

  /** Resolves a key to a path strictly inside the root. */
  #path(key: string): string {
    const segments = keySegments(key);
    if (segments.some((s) => s.startsWith(TMP_PREFIX))) throw new InvalidFileKeyError(key, 'reserved name');
    const p = path.join(this.root, ...segments);
    if (!p.startsWith(this.root + path.sep)) throw new InvalidFileKeyError(key, 'escapes the root');
    return p;
  }

  /** Removes now-empty folders from `dir` up to (not including) the root. */
  async #pruneEmpty(dir: string): Promise<void> {
    while (dir.startsWith(this.root + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}

async function openFresh(dir: string, tmp: string): Promise<FileHandle> {
  for (let attempt = 0; ; attempt++) {
    await mkdir(dir, { recursive: true });
    try {
      return await open(tmp, 'wx', 0o644);
    } catch (err) {
      // a concurrent delete may prune the folder between mkdir and open
      if (attempt < 3 && isCode(err, 'ENOENT')) continue;
      throw err;
    }
  }
}

/** Copies a stream into the handle with backpressure (one awaited write at a time). */
async function writeStream(fh: FileHandle, data: NodeJS.ReadableStream): Promise<void> {
  for await (const chunk of data) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let off = 0;
    while (off < buf.length) off += (await fh.write(buf, off, buf.length - off)).bytesWritten;
  }
}

async function syncDir(dir: string): Promise<void> {
  try {
    const fh = await open(dir, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // directory fsync is best-effort (not supported everywhere)
  }
}

function checkRange(r: ByteRange): void {
  const ok =
    Number.isSafeInteger(r.start) &&
    r.start >= 0 &&
    (r.end === undefined || (Number.isSafeInteger(r.end) && r.end >= r.start));
  if (!ok) throw new RangeError(`invalid byte range ${JSON.stringify(r)}`);
}

const stripSlash = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const isCode = (err: unknown, code: string): boolean => (err as NodeJS.ErrnoException | null)?.code === code;
const isMissing = (err: unknown): boolean => isCode(err, 'ENOENT') || isCode(err, 'ENOTDIR');
