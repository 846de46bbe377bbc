import type { AddressInfo } from 'node:net';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3Config } from '../../src/files/s3-driver.js';

export interface TestS3 {
  config: Omit<S3Config, 'bucket'>;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** An in-process S3-compatible server on 127.0.0.1, random port, backed by `directory`. */
export async function startS3rver(directory: string, buckets: string[]): Promise<TestS3> {
  const Ctor = S3rver as new (opts: object) => S3rverInstance;
  const server = new Ctor({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const addr = await server.run();
  return {
    config: {
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${addr.port}`,
      accessKey: 'S3RVER',
      secret: 'S3RVER',
      forcePathStyle: true,
    },
    stop: () => server.close(),
  };
}
