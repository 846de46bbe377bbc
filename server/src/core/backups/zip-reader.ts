/**
 * Thin promise wrapper over yauzl (lazy entries, names kept raw so we decode and judge them
 * ourselves, entry sizes verified while reading).
 */
import yauzl from 'yauzl';
import type { Readable } from 'node:stream';

export interface RawZipEntry {
  name: string;
  /** unix mode from the high 16 bits of the external attributes (0 when the zip has none) */
  mode: number;
  /** host system of "version made by" (3 = unix) */
  madeBy: number;
  uncompressedSize: number;
  compressedSize: number;
  encrypted: boolean;
  entry: yauzl.Entry;
}

type LowLevelName = (flags: number, raw: Buffer, extra: unknown, strict: boolean) => string;

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const lowLevel = (yauzl as unknown as { getFileNameLowLevel?: LowLevelName }).getFileNameLowLevel;
  if (lowLevel) return lowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
}

export function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (err, zip) => {
        if (err || !zip) reject(err ?? new Error('cannot open zip'));
        else resolve(zip);
      },
    );
  });
}

/** calls `onEntry` for each entry in order (awaited); resolves at the end of the central directory */
export function forEachEntry(zip: yauzl.ZipFile, onEntry: (e: RawZipEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!failed) resolve();
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw: RawZipEntry = {
        name: decodeName(entry),
        mode: (entry.externalFileAttributes >>> 16) & 0xffff,
        madeBy: (entry.versionMadeBy >>> 8) & 0xff,
        uncompressedSize: entry.uncompressedSize,
        compressedSize: entry.compressedSize,
        encrypted: (entry.generalPurposeBitFlag & 0x1) !== 0,
        entry,
      };
      onEntry(raw).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

export function openEntryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(err ?? new Error('cannot read zip entry'));
      else resolve(stream);
    });
  });
}
