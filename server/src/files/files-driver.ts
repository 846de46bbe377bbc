import type { Readable } from 'node:stream';

export interface FileStat {
  size: number;
  modified: Date;
}

export interface FileListItem extends FileStat {
  /** full key, `/`-separated */
  key: string;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  /** inclusive; omitted = to the end */
  end?: number;
}

/**
 * Blob storage seen by the record layer. Keys are `/`-separated relative paths such as
 * `<collectionId>/<recordId>/<filename>` (thumbs: `<collectionId>/<recordId>/thumbs_<filename>/<size>_<filename>`).
 * Prefix operations work on whole path segments: `deletePrefix('a/b')` removes `a/b/...`, never `a/bc`.
 * Kept S3-shaped (put/get/head/delete/list) so an S3 driver can implement it.
 */
export interface FilesDriver {
  /** Stores the data atomically: readers see the old object or the whole new one, never a partial write. */
  put(key: string, data: Buffer | Uint8Array | NodeJS.ReadableStream): Promise<void>;
  /** Opens the object (or a byte range of it). Rejects with FileNotFoundError if missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and mtime, or null if the object does not exist. */
  stat(key: string): Promise<FileStat | null>;
  /** Deletes one object; deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object under `prefix/` (`''` = everything), sorted by key. */
  list(prefix: string): Promise<FileListItem[]>;
}

export class FileNotFoundError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`file not found: ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}

export class InvalidFileKeyError extends Error {
  readonly key: string;
  constructor(key: string, reason: string) {
    super(`invalid file key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidFileKeyError';
    this.key = key;
  }
}

const MAX_KEY_LENGTH = 1024;

/**
 * Validates a key and returns its segments. Rejects empty keys/segments, `.`/`..`, absolute paths,
 * backslashes, NUL and other control characters, and over-long keys. Shared by every driver.
 */
export function keySegments(key: string, opts: { allowEmpty?: boolean } = {}): string[] {
  if (typeof key !== 'string') throw new InvalidFileKeyError(String(key), 'not a string');
  if (key === '') {
    if (opts.allowEmpty) return [];
    throw new InvalidFileKeyError(key, 'empty');
  }
  if (key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key, 'too long');
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f\\]/.test(key)) throw new InvalidFileKeyError(key, 'control character or backslash');
  if (key.startsWith('/')) throw new InvalidFileKeyError(key, 'absolute path');
  if (/^[A-Za-z]:/.test(key)) throw new InvalidFileKeyError(key, 'drive path');
  const segments = key.split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..') throw new InvalidFileKeyError(key, `bad segment ${JSON.stringify(s)}`);
  }
  return segments;
}
