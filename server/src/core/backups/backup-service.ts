/**
 * Backups of the data folder (contract §10): create (SQLite online backup of data.db and
 * auxiliary.db while writes continue, plus the stored files), list, upload, open, delete, and
 * prepare a restore (validate → extract to a temp folder → integrity_check → park it as the
 * pending restore the process applies on restart). Archives are kept through a FilesDriver.
 * One backup or restore at a time.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../storage/database.js';
import { supportsOnlineBackup, type CheckDatabaseFile } from '../../storage/online-backup.js';
import { FileNotFoundError, type FilesDriver, type FileStat } from '../../files/files-driver.js';
import { randomString } from '../../util/random.js';
import { BackupArchiveError } from './backup-archive-error.js';
import { pendingRestoreDir, tempDir } from './data-layout.js';
import { extractBackupZip } from './zip-extract.js';
import { writeZip, type ZipSource } from './zip-create.js';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-validate.js';

export class BackupBusyError extends Error {
  constructor() {
    super('Try again later - another backup/restore process has already been started.');
  }
}

export interface BackupInfo {
  key: string;
  size: number;
  modified: Date;
}

export interface BackupServiceOptions {
  dataDir: string;
  db: Database;
  auxDb?: Database;
  /** the record files (zipped under `storage/`) */
  files: FilesDriver;
  /** where archives are kept */
  store: FilesDriver;
  /** opens a restored database file offline and checks its integrity */
  checkDatabaseFile: CheckDatabaseFile;
  limits?: ZipLimits;
}

export class BackupService {
  private active: string | null = null;
  private readonly limits: ZipLimits;

  constructor(private readonly opts: BackupServiceOptions) {
    this.limits = opts.limits ?? DEFAULT_ZIP_LIMITS;
  }

  /** the key of the running backup/restore, or null */
  get activeKey(): string | null {
    return this.active;
  }

  async list(): Promise<BackupInfo[]> {
    const items = await this.opts.store.list('');
    return items.filter((i) => !i.key.includes('/')).map((i) => ({ key: i.key, size: i.size, modified: i.modified }));
  }

  stat(key: string): Promise<FileStat | null> {
    return this.opts.store.stat(key).catch(() => null);
  }

  open(key: string): Promise<Readable> {
    return this.opts.store.get(key);
  }

  /** deletes a stored archive; false when it does not exist */
  async delete(key: string): Promise<boolean> {
    if (!(await this.stat(key))) return false;
    await this.opts.store.delete(key);
    return true;
  }

  /** false when the database is not file-backed (PostgreSQL: the operator backs it up) */
  get available(): boolean {
    return supportsOnlineBackup(this.opts.db);
  }

  /** stores an uploaded archive */
  async save(key: string, data: NodeJS.ReadableStream | Buffer): Promise<void> {
    await this.opts.store.put(key, data);
  }

  /** Creates `<name>` from the live data; writes may continue meanwhile. */
  async create(name: string): Promise<void> {
    await this.exclusive(name, async (work) => {
      const { db, auxDb } = this.opts;
      if (!supportsOnlineBackup(db)) throw new Error('this database does not support online backups');
      const sources: ZipSource[] = [{ name: 'data.db', path: path.join(work, 'data.db') }];
      await db.backupTo(sources[0]!.path);
      if (auxDb && supportsOnlineBackup(auxDb)) {
        const aux = path.join(work, 'auxiliary.db');
        await auxDb.backupTo(aux);
        sources.push({ name: 'auxiliary.db', path: aux });
      }
      sources.push(...(await this.copyStorage(path.join(work, 'storage'))));
      const zipPath = path.join(work, 'backup.zip');
      await writeZip(sources, zipPath);
      await this.opts.store.put(name, createReadStream(zipPath));
    });
  }

  /**
   * Validates and unpacks `key`, checks the restored databases with `PRAGMA integrity_check`,
   * then parks the result as the pending restore. Throws BackupArchiveError for a bad archive
   * (nothing of the live data is touched). The lock stays held until the app restarts.
   */
  async prepareRestore(key: string): Promise<void> {
    let ok = false;
    await this.exclusive(
      key,
      async (work) => {
        const zipPath = path.join(work, 'backup.zip');
        await pipeline(await this.opts.store.get(key), createWriteStream(zipPath, { flags: 'wx' }));
        const out = path.join(work, 'data');
        await extractBackupZip(zipPath, out, this.limits);
        for (const file of ['data.db', 'auxiliary.db']) {
          const p = path.join(out, file);
          if (file === 'auxiliary.db' && !(await exists(p))) continue;
          const check = this.opts.checkDatabaseFile(p);
          if (!check.ok)
            throw new BackupArchiveError(
              `${file} failed the integrity check: ${check.problems.slice(0, 3).join('; ')}`,
            );
          if (file === 'data.db' && !check.tables.includes('_collections'))
            throw new BackupArchiveError('data.db is not a record store database');
        }
        const pending = pendingRestoreDir(this.opts.dataDir);
        await rm(pending, { recursive: true, force: true });
        await rename(out, pending);
        ok = true;
      },
      () => ok,
    );
  }

  private async copyStorage(dest: string): Promise<ZipSource[]> {
    const out: ZipSource[] = [];
    for (const item of await this.opts.files.list('')) {
      const target = path.join(dest, ...item.key.split('/'));
      try {
        const stream = await this.opts.files.get(item.key);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(stream, createWriteStream(target, { flags: 'wx' }));
      } catch (err) {
        if (err instanceof FileNotFoundError) continue; // deleted meanwhile
        throw err;
      }
      out.push({ name: `storage/${item.key}`, path: target });
    }
    return out;
  }

  /** runs `fn` with a fresh work folder, one operation at a time; `keepLock()` true keeps the lock */
  private async exclusive(
    key: string,
    fn: (work: string) => Promise<void>,
    keepLock: () => boolean = () => false,
  ): Promise<void> {
    if (this.active !== null) throw new BackupBusyError();
    this.active = key;
    const work = path.join(tempDir(this.opts.dataDir), `job_${Date.now()}_${randomString(8)}`);
    try {
      await mkdir(work, { recursive: true });
      await fn(work);
    } finally {
      await rm(work, { recursive: true, force: true }).catch(() => undefined);
      if (!keepLock()) this.active = null;
    }
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
