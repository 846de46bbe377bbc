/**
 * Extracts a validated backup archive into an empty folder. Every entry is checked again while
 * extracting (name rules, file type, declared size) and written with `wx` into a path resolved
 * strictly inside the destination, so nothing can land outside it or follow a link.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupArchiveError } from './backup-archive-error.js';
import { forEachEntry, openEntryStream, openZip } from './zip-reader.js';
import { entryNameProblem, validateBackupZip, DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-validate.js';

function inside(root: string, name: string): string {
  const target = path.resolve(root, ...name.split('/').filter(Boolean));
  if (!target.startsWith(root + path.sep))
    throw new BackupArchiveError(`entry ${JSON.stringify(name)} escapes the data folder`);
  return target;
}

export async function extractBackupZip(
  zipPath: string,
  destDir: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<void> {
  const validated = await validateBackupZip(zipPath, limits);
  const allowed = new Map(validated.map((e) => [e.name, e]));
  const root = path.resolve(destDir);
  await mkdir(root, { recursive: true });
  const zip = await openZip(zipPath);
  let written = 0;
  try {
    await forEachEntry(zip, async (e) => {
      const known = allowed.get(e.name);
      const problem = entryNameProblem(e.name);
      if (!known || problem)
        throw new BackupArchiveError(problem ?? `entry ${JSON.stringify(e.name)} changed while reading`);
      const target = inside(root, e.name);
      if (known.isDir) {
        await mkdir(target, { recursive: true });
        return;
      }
      await mkdir(path.dirname(target), { recursive: true });
      const stream = await openEntryStream(zip, e.entry);
      stream.on('data', (chunk: Buffer) => {
        written += chunk.length;
        if (written > limits.maxTotalBytes)
          stream.destroy(new BackupArchiveError(`unpacked size over ${limits.maxTotalBytes} bytes`));
      });
      await pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    });
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    throw new BackupArchiveError(`extracting failed (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    zip.close();
  }
}
