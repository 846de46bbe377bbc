/**
 * Record files on S3 chosen through `settings.s3` at runtime (in-process s3rver), and
 * `POST /api/settings/test/s3` success and failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/test-app.js';
import { MultipartBody } from '../../test/harness/multipart.js';
import { startS3rver, type TestS3 } from '../../test/harness/s3rver.js';
import { S3FilesDriver } from './s3-driver.js';

// 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let dir: string;
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'covey-s3-settings-'));
  s3 = await startS3rver(dir, ['records']);
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
});

const testS3 = () =>
  t.inject({ method: 'POST', url: '/api/settings/test/s3', auth: 'superuser', body: { filesystem: 'storage' } });
const setS3 = (s3cfg: object) =>
  t.inject({ method: 'PATCH', url: '/api/settings', auth: 'superuser', body: { s3: s3cfg } });

describe('settings.s3', () => {
  it('test endpoint: wrong bucket and unreachable endpoint → 400, right bucket → 204', async () => {
    expect((await setS3({ enabled: true, ...s3.config, bucket: 'nope' })).statusCode).toBe(200);
    const wrong = await testS3();
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Failed to test the S3 filesystem.');
    // a new endpoint host takes the secret again (decision 0033)
    expect((await setS3({ endpoint: 'http://127.0.0.1:1', bucket: 'records', secret: s3.config.secret })).statusCode).toBe(200);
    const down = await testS3();
    expect(down.statusCode).toBe(400);
    expect((await setS3({ endpoint: s3.config.endpoint, secret: s3.config.secret })).statusCode).toBe(200);
    expect((await testS3()).statusCode).toBe(204);
    const shown = await t.inject({ method: 'GET', url: '/api/settings', auth: 'superuser' });
    expect(shown.body).not.toContain('"secret"');
    await setS3({ enabled: false });
  });

  it('stores, serves and deletes record files in the bucket when enabled', async () => {
    expect((await setS3({ enabled: true, ...s3.config, bucket: 'records' })).statusCode).toBe(200);
    const rec = t.records.alice;
    const alice = { collectionId: rec.collection.id, id: String(rec.data['id']) };
    const up = await t.inject({
      method: 'PATCH',
      url: `/api/collections/${alice.collectionId}/records/${alice.id}`,
      auth: 'superuser',
      body: new MultipartBody().file('avatar', 'me.png', PNG, 'image/png'),
    });
    expect(up.statusCode, up.body).toBe(200);
    const name = (up.json() as { avatar: string }).avatar;
    expect(name).toMatch(/\.png$/);
    const bucket = new S3FilesDriver({ ...s3.config, bucket: 'records' });
    const keys = (await bucket.list('')).map((f) => f.key);
    expect(keys).toContain(`${alice.collectionId}/${alice.id}/${name}`);

    const tok = await t.inject({ method: 'POST', url: '/api/files/token', auth: 'superuser' });
    const token = (tok.json() as { token: string }).token;
    const got = await t.inject({
      method: 'GET',
      url: `/api/files/${alice.collectionId}/${alice.id}/${name}?token=${token}`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/collections/${alice.collectionId}/records/${alice.id}`,
      auth: 'superuser',
    });
    expect(del.statusCode, del.body).toBe(204);
    // the files are removed after the delete commits (in the background)
    await vi.waitFor(async () => expect(await bucket.list(`${alice.collectionId}/${alice.id}`)).toEqual([]), {
      timeout: 10_000,
    });
    bucket.client.destroy();
    await setS3({ enabled: false });
  });
});
