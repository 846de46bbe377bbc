/** Writes a zip (yazl) of local files, each under its archive name. */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ZipSource {
  /** `/`-separated name inside the archive */
  name: string;
  /** local file to read */
  path: string;
}

export async function writeZip(sources: readonly ZipSource[], destination: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const s of sources) zip.addFile(s.path, s.name, { mode: 0o100644 });
  const done = pipeline(zip.outputStream, createWriteStream(destination, { flags: 'wx', mode: 0o600 }));
  zip.end();
  await done;
}
