import type { Readable } from 'node:stream';
import type { ByteRange, FileListItem, FileStat, FilesDriver } from './files-driver.js';
import { S3FilesDriver, type S3Config } from './s3-driver.js';

export interface S3Switch extends S3Config {
  enabled: boolean;
}

/**
 * Picks, on every call, the S3 driver when the current `settings.s3` is enabled, else the local one
 * (as PocketBase does). One S3 client is kept per distinct config, so a settings change takes effect
 * at the next call without a restart. Files already stored are not moved between the two.
 */
export class SwitchingFilesDriver implements FilesDriver {
  #cached: { json: string; driver: S3FilesDriver } | null = null;
  constructor(
    private readonly local: FilesDriver,
    private readonly current: () => S3Switch | undefined,
  ) {}

  #pick(): FilesDriver {
    const cfg = this.current();
    if (!cfg?.enabled) return this.local;
    const { bucket, region, endpoint, accessKey, secret, forcePathStyle } = cfg;
    const plain = { bucket, region, endpoint, accessKey, secret, forcePathStyle };
    const json = JSON.stringify(plain);
    if (this.#cached?.json !== json) {
      this.#cached?.driver.client.destroy();
      this.#cached = { json, driver: new S3FilesDriver(plain) };
    }
    return this.#cached.driver;
  }

  put(key: string, data: Buffer | Uint8Array | NodeJS.ReadableStream): Promise<void> {
    return this.#pick().put(key, data);
  }
  get(key: string, range?: ByteRange): Promise<Readable> {
    return this.#pick().get(key, range);
  }
  stat(key: string): Promise<FileStat | null> {
    return this.#pick().stat(key);
  }
  delete(key: string): Promise<void> {
    return this.#pick().delete(key);
  }
  deletePrefix(prefix: string): Promise<void> {
    return this.#pick().deletePrefix(prefix);
  }
  list(prefix: string): Promise<FileListItem[]> {
    return this.#pick().list(prefix);
  }
}
