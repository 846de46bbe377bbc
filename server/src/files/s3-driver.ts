import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  FileNotFoundError,
  keySegments,
  type ByteRange,
  type FileListItem,
  type FileStat,
  type FilesDriver,
} from './files-driver.js';

/** PocketBase's `settings.s3` shape. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

export function createS3Client(cfg: S3Config, timeoutMs = 10_000): S3Client {
  return new S3Client({
    region: cfg.region || 'us-east-1',
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKey, secretAccessKey: cfg.secret },
    maxAttempts: 1,
    // S3-compatible servers often reject the SDK's default CRC32 trailers; send checksums only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
  });
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

const stripSlash = (p: string): string => p.replace(/\/+$/, '');

/** S3-compatible object storage. PutObject is atomic, so `put` needs no temp object. */
export class S3FilesDriver implements FilesDriver {
  readonly client: S3Client;
  constructor(
    readonly config: S3Config,
    client?: S3Client,
  ) {
    this.client = client ?? createS3Client(config);
  }

  /** Throws unless the bucket is reachable with these credentials. */
  async checkBucket(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  async put(key: string, data: Buffer | Uint8Array | NodeJS.ReadableStream): Promise<void> {
    keySegments(key);
    let body: Uint8Array;
    if (data instanceof Uint8Array) body = data;
    else {
      const chunks: Buffer[] = [];
      for await (const c of data as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(c));
      body = Buffer.concat(chunks);
    }
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body }));
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    keySegments(key);
    const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range }));
      if (!out.Body) throw new FileNotFoundError(key);
      return out.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new FileNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<FileStat | null> {
    keySegments(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    keySegments(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const p = keySegments(stripSlash(prefix)).join('/') + '/';
    // a page of up to 1,000 keys per round; a server that answers success but keeps the objects
    // must not hold the caller forever
    let previous = '';
    for (let round = 0; round < 10_000; round++) {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: p }));
      const keys = (out.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      const first = keys[0]!.Key;
      if (first === previous) throw new Error(`S3 kept ${first} after deleting it`);
      previous = first;
      try {
        const res = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (!res.Errors?.length) continue;
      } catch {
        // some S3-compatible servers (s3rver) fail batch deletes across folders; fall back to one by one
      }
      for (const k of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: k.Key }));
    }
    throw new Error(`S3 prefix ${p} still has objects after 10,000 rounds of deletes`);
  }

  async list(prefix: string): Promise<FileListItem[]> {
    const segs = keySegments(stripSlash(prefix), { allowEmpty: true });
    const p = segs.length ? segs.join('/') + '/' : undefined;
    const items: FileListItem[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: p, ContinuationToken: token }),
      );
      for (const o of out.Contents ?? []) {
        if (o.Key) items.push({ key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) });
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
