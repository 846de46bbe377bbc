import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
let guest: PocketBase;

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  guest = srv.newClient();
  await su.collections.create({
    name: 'items',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'n', type: 'number' },
    ],
  });
  await su.collections.create({ name: 'closed', fields: [{ name: 'name', type: 'text' }] });
});
afterAll(async () => {
  await srv?.stop();
});

const count = async () => (await su.collection('items').getList(1, 1)).totalItems;

describe('batch', () => {
  it('is refused while disabled (the default)', async () => {
    const b = guest.createBatch();
    b.collection('items').create({ name: 'x' });
    await expectError(b.send(), { status: 403, message: 'Batch requests are not allowed.' });
    expect(await count()).toBe(0);
  });

  it('is enabled through settings', async () => {
    await expectError(guest.settings.update({ batch: { enabled: true } }), { status: 401 });
    const s = await su.settings.update({ batch: { enabled: true, maxRequests: 5 } });
    expect(s['batch']).toMatchObject({ enabled: true, maxRequests: 5, timeout: 3 });
    expect((await su.settings.getAll())['batch']).toMatchObject({ enabled: true, maxRequests: 5 });
  });

  it('runs create, update, upsert and delete in order', async () => {
    const existing = await guest.collection('items').create({ name: 'old', n: 1 });
    const doomed = await guest.collection('items').create({ name: 'doomed' });
    const b = guest.createBatch();
    b.collection('items').create({ id: 'batchcreated001', name: 'a', n: 1 });
    b.collection('items').update(existing.id, { 'n+': 5 });
    b.collection('items').upsert({ id: existing.id, name: 'upserted' });
    b.collection('items').upsert({ id: 'batchupsertnew1', name: 'fresh' });
    b.collection('items').delete(doomed.id);
    const res = await b.send();
    expect(res.map((r) => r.status)).toEqual([200, 200, 200, 200, 204]);
    expect(res[0]?.body).toMatchObject({ id: 'batchcreated001', name: 'a', collectionName: 'items' });
    expect(res[1]?.body).toMatchObject({ id: existing.id, n: 6 });
    expect(res[2]?.body).toMatchObject({ id: existing.id, name: 'upserted', n: 6 });
    expect(res[3]?.body).toMatchObject({ id: 'batchupsertnew1', name: 'fresh' });
    expect(res[4]?.body).toBeNull();
    await expectError(guest.collection('items').getOne(doomed.id), { status: 404 });
  });

  it('rolls everything back when one request fails and names its index', async () => {
    const before = await count();
    const b = guest.createBatch();
    b.collection('items').create({ name: 'first' });
    b.collection('items').create({ name: 'second' });
    b.collection('items').create({ n: 3 });
    const err = await expectError(b.send(), { status: 400, message: 'Batch transaction failed.' });
    const failed = (
      err.response['data'] as {
        requests: Record<string, { code: string; message: string; response: Record<string, unknown> }>;
      }
    ).requests;
    expect(Object.keys(failed)).toEqual(['2']);
    expect(failed['2']).toMatchObject({
      code: 'batch_request_failed',
      message: 'Batch request failed.',
      response: { status: 400, message: 'Failed to create record.', data: { name: { code: 'validation_required' } } },
    });
    expect(await count()).toBe(before);
  });

  it('applies each collection rule to the caller', async () => {
    const b = guest.createBatch();
    b.collection('items').create({ name: 'ok' });
    b.collection('closed').create({ name: 'nope' });
    const err = await expectError(b.send(), { status: 400, message: 'Batch transaction failed.' });
    expect(err.response['data'].requests['1'].response).toMatchObject({
      status: 403,
      message: 'Only superusers can perform this action.',
    });
    const sb = su.createBatch();
    sb.collection('closed').create({ name: 'by superuser' });
    expect((await sb.send())[0]?.status).toBe(200);
  });

  it('enforces maxRequests and rejects unknown actions', async () => {
    const b = guest.createBatch();
    for (let i = 0; i < 6; i++) b.collection('items').create({ name: `n${i}` });
    const err = await expectError(b.send(), { status: 400, message: 'Invalid batch request data.' });
    expect(err.response['data'].requests.code).toBe('validation_length_too_long');
    const raw = await fetch(`${srv.url}/api/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ method: 'GET', url: '/api/collections/items/records' }] }),
    });
    expect(raw.status).toBe(400);
    const body = (await raw.json()) as {
      message: string;
      data: { requests: Record<string, { code: string; response: { status: number } }> };
    };
    expect(body.message).toBe('Batch transaction failed.');
    expect(body.data.requests['0']).toMatchObject({ code: 'batch_request_failed', response: { status: 400 } });
    const bad = await fetch(`${srv.url}/api/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"requests": [',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Failed to read the submitted batch data.');
  });
});
