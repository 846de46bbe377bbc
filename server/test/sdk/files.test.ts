/**
 * Files through the official SDK (contract §8): uploads with generated names, append/remove,
 * content-sniffed MIME checks, size limits, thumbs, protected files with file tokens, safe serving
 * of active types, and cleanup when records or values go away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let server: ServerProcess;
let su: PocketBase;
let alice: PocketBase;
let bob: PocketBase;
let aliceId: string;

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#2a7' } }).png().toBuffer();
const blob = (data: Buffer | string, type = 'application/octet-stream') => new Blob([data], { type });
const fetchFile = (pb: PocketBase, rec: { id: string; collectionId: string }, name: string, q: Record<string, unknown> = {}) =>
  fetch(pb.files.getURL(rec, name, q));

beforeAll(async () => {
  server = await startServer();
  su = await server.superuserClient();
  await su.collections.create({
    name: 'docs',
    type: 'base',
    listRule: 'owner = @request.auth.id',
    viewRule: 'owner = @request.auth.id',
    createRule: '@request.auth.id != ""',
    updateRule: 'owner = @request.auth.id',
    deleteRule: 'owner = @request.auth.id',
    fields: [
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'files', type: 'file', maxSelect: 5, maxSize: 200_000 },
      { name: 'card', type: 'file', maxSelect: 1, maxSize: 2_000_000, mimeTypes: ['image/png', 'image/jpeg'], thumbs: ['50x30', '40x0'] },
      { name: 'private', type: 'file', maxSelect: 1, protected: true },
    ],
  });
  for (const email of ['alice@example.com', 'bob@example.com']) {
    await su.collection('users').create({ email, password: 'password-123', passwordConfirm: 'password-123' });
  }
  alice = server.newClient();
  aliceId = (await alice.collection('users').authWithPassword('alice@example.com', 'password-123')).record.id;
  bob = server.newClient();
  await bob.collection('users').authWithPassword('bob@example.com', 'password-123');
});

afterAll(async () => server?.stop());

describe('uploads', () => {
  it('stores several files under generated names and serves their bytes', async () => {
    const rec = await alice.collection('docs').create({
      owner: aliceId,
      files: [new File(['first'], 'My Report.txt'), new File(['second'], '../../etc/passwd')],
    });
    expect(rec['files']).toHaveLength(2);
    expect(rec['files'][0]).toMatch(/^my_report_[a-z0-9]{10}\.txt$/);
    expect(rec['files'][1]).not.toContain('/');
    const res = await fetchFile(alice, rec, rec['files'][0]);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('first');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('appends with field+ and removes with field-, deleting the removed file', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, files: [new File(['a'], 'a.txt')] });
    const added = await alice.collection('docs').update(rec.id, { 'files+': [new File(['b'], 'b.txt')] });
    expect(added['files']).toHaveLength(2);
    const removed = await alice.collection('docs').update(rec.id, { 'files-': [rec['files'][0]] });
    expect(removed['files']).toEqual([added['files'][1]]);
    expect((await fetchFile(alice, rec, rec['files'][0])).status).toBe(404);
    expect((await fetchFile(alice, rec, added['files'][1])).status).toBe(200);
  });

  it('rejects content that does not match the allowed types, whatever its name', async () => {
    const err = await expectError(
      alice.collection('docs').create({ owner: aliceId, card: new File(['<html><script>alert(1)</script></html>'], 'card.png', { type: 'image/png' }) }),
      { status: 400, message: 'Failed to create record.' },
    );
    expect(codesOf(err)).toEqual({ card: 'validation_invalid_mime_type' });
    const list = await alice.collection('docs').getFullList();
    expect(list.some((r) => r['card'])).toBe(false);
  });

  it('rejects a file over the field limit and writes nothing', async () => {
    const before = (await alice.collection('docs').getList(1, 1)).totalItems;
    const big = Buffer.alloc(300_000, 7);
    let status = 0;
    try {
      await alice.collection('docs').create({ owner: aliceId, files: [new File([big], 'big.bin')] });
    } catch (err) {
      status = (err as { status: number }).status;
    }
    expect([400, 413]).toContain(status);
    expect((await alice.collection('docs').getList(1, 1)).totalItems).toBe(before);
  });

  it('removes the files of a deleted record', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, files: [new File(['gone'], 'gone.txt')] });
    await alice.collection('docs').delete(rec.id);
    expect((await fetchFile(alice, rec, rec['files'][0])).status).toBe(404);
  });
});

describe('thumbs', () => {
  it('makes the allowed sizes and serves the original otherwise', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, card: new File([await png(200, 120)], 'card.png') });
    const sizeOf = async (q: Record<string, unknown>) => {
      const res = await fetchFile(alice, rec, rec['card'], q);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return `${meta.width}x${meta.height}`;
    };
    expect(await sizeOf({ thumb: '100x100' })).toBe('100x100');
    expect(await sizeOf({ thumb: '50x30' })).toBe('50x30');
    expect(await sizeOf({ thumb: '40x0' })).toBe('40x24');
    expect(await sizeOf({ thumb: '77x77' })).toBe('200x120');
    expect(await sizeOf({})).toBe('200x120');
  });

  it('serves a non-image as is when a thumb is asked for', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, files: [new File(['just text'], 'note.txt')] });
    const res = await fetchFile(alice, rec, rec['files'][0], { thumb: '100x100' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('just text');
  });
});

describe('protected files and safe serving', () => {
  it('needs a file token of someone the view rule lets in', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, private: new File(['card number 123'], 'insurance.txt') });
    const name = rec['private'] as string;
    expect((await fetchFile(alice, rec, name)).status).toBe(404);
    const token = await alice.files.getToken();
    const ok = await fetchFile(alice, rec, name, { token });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('card number 123');
    const bobToken = await bob.files.getToken();
    expect((await fetchFile(bob, rec, name, { token: bobToken })).status).toBe(404);
    // an auth token is not a file token
    expect((await fetchFile(alice, rec, name, { token: alice.authStore.token })).status).toBe(404);
    const suToken = await su.files.getToken();
    expect((await fetchFile(su, rec, name, { token: suToken })).status).toBe(200);
  });

  it('guests cannot get a file token', async () => {
    await expectError(server.newClient().files.getToken(), { status: 401, message: 'The request requires valid record authorization token.' });
  });

  it('serves HTML and SVG as sandboxed attachments', async () => {
    const rec = await alice.collection('docs').create({
      owner: aliceId,
      files: [new File(['<html><body><script>alert(1)</script></body></html>'], 'page.html'), new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg')],
    });
    for (const name of rec['files'] as string[]) {
      const res = await fetchFile(alice, rec, name);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('answers 404 for names that are not the record\'s files', async () => {
    const rec = await alice.collection('docs').create({ owner: aliceId, files: [new File(['x'], 'x.txt')] });
    expect((await fetch(`${server.url}/api/files/docs/${rec.id}/..%2F..%2Fdata.db`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/docs/${rec.id}/other.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/nope/${rec.id}/x.txt`)).status).toBe(404);
  });
});

describe('oversized images', () => {
  it('a thumb of an image over the pixel cap falls back to the original, never a 500', async () => {
    await su.collections.update('docs', {
      fields: [
        ...(await su.collections.getOne('docs')).fields.filter((f: { name: string }) => f.name !== 'card'),
        { name: 'card', type: 'file', maxSelect: 1, maxSize: 5_000_000, mimeTypes: ['image/png'] },
      ],
    });
    const huge = await sharp({ create: { width: 7200, height: 7200, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const rec = await alice.collection('docs').create({ owner: aliceId, card: new File([huge], 'huge.png') });
    const res = await fetchFile(alice, rec, rec['card'], { thumb: '100x100' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength)).toBe(huge.length);
  });
});

void blob;
