/**
 * Checks a backup archive BEFORE anything is extracted (targets advisory PocketBase v0.22.5,
 * ASVS 5.2.3/5.3.3): only `data.db`, `auxiliary.db` and `storage/…` entries; no absolute paths,
 * no `..` or empty segments, no backslashes or control characters, no symlinks or other
 * irregular files (devices, fifos, sockets), no encrypted or duplicate entries, bounded entry
 * count and total uncompressed size; `data.db` must be present.
 */
import { BackupArchiveError } from './backup-archive-error.js';
import { forEachEntry, openZip, type RawZipEntry } from './zip-reader.js';

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 200_000, maxTotalBytes: 64 * 1024 ** 3 };

export interface ValidatedEntry {
  name: string;
  isDir: boolean;
  size: number;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const TOP_FILES = new Set(['data.db', 'auxiliary.db']);

/** the reason an entry name is unsafe or not allowed, or null */
export function entryNameProblem(name: string): string | null {
  const shown = JSON.stringify(name.slice(0, 200));
  if (!name) return 'an entry has an empty name';
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(name)) return `entry ${shown} has control characters in its name`;
  if (name.includes('\\')) return `entry ${shown} has a backslash in its name`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `entry ${shown} has an absolute path`;
  const trimmed = name.endsWith('/') ? name.slice(0, -1) : name;
  const segments = trimmed.split('/');
  if (segments.some((s) => s === '..')) return `entry ${shown} escapes the data folder ("..")`;
  if (segments.some((s) => s === '' || s === '.')) return `entry ${shown} has an empty or "." path segment`;
  if (name.length > 1024) return `entry ${shown} has a name longer than 1024 characters`;
  const top = segments[0]!;
  if (top === 'storage') return segments.length > 1 || name.endsWith('/') ? null : `entry ${shown} must be a folder`;
  if (segments.length === 1 && TOP_FILES.has(top) && !name.endsWith('/')) return null;
  return `entry ${shown} is not part of a backup (expected data.db, auxiliary.db or storage/)`;
}

function kindOf(e: RawZipEntry): 'file' | 'dir' | string {
  const type = e.mode & S_IFMT;
  if (type === S_IFLNK) return 'a symbolic link';
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return 'not a regular file (device, fifo or socket)';
  const dir = e.name.endsWith('/');
  if (type === S_IFDIR && !dir) return 'a directory without a trailing slash';
  if (type === S_IFREG && dir) return 'a file named like a directory';
  return dir ? 'dir' : 'file';
}

/** Reads the central directory and throws BackupArchiveError on the first problem. */
export async function validateBackupZip(
  path: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ValidatedEntry[]> {
  let zip;
  try {
    zip = await openZip(path);
  } catch (err) {
    throw new BackupArchiveError(`not a readable zip file (${err instanceof Error ? err.message : String(err)})`);
  }
  const out: ValidatedEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  try {
    await forEachEntry(zip, async (e) => {
      const problem = entryNameProblem(e.name);
      if (problem) throw new BackupArchiveError(problem);
      const kind = kindOf(e);
      if (kind !== 'file' && kind !== 'dir') throw new BackupArchiveError(`entry ${JSON.stringify(e.name)} is ${kind}`);
      if (e.encrypted) throw new BackupArchiveError(`entry ${JSON.stringify(e.name)} is encrypted`);
      const key = e.name.endsWith('/') ? e.name.slice(0, -1) : e.name;
      if (seen.has(key)) throw new BackupArchiveError(`entry ${JSON.stringify(e.name)} appears twice`);
      seen.add(key);
      total += e.uncompressedSize;
      if (out.length + 1 > limits.maxEntries) throw new BackupArchiveError(`more than ${limits.maxEntries} entries`);
      if (total > limits.maxTotalBytes)
        throw new BackupArchiveError(`unpacked size over ${limits.maxTotalBytes} bytes`);
      out.push({ name: e.name, isDir: kind === 'dir', size: e.uncompressedSize });
    });
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    throw new BackupArchiveError(`the zip is damaged (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    zip.close();
  }
  if (!out.some((e) => e.name === 'data.db')) throw new BackupArchiveError('data.db is missing');
  return out;
}
