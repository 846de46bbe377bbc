import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
let guest: PocketBase;
const GENERIC_400 = 'Something went wrong while processing your request.';

interface Envelope {
  status: number;
  message: string;
  data: Record<string, unknown>;
}

async function raw(
  method: string,
  path: string,
  body?: string | Buffer,
  contentType?: string,
): Promise<{ status: number; json: Envelope }> {
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Envelope };
}

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  guest = srv.newClient();
  await su.collections.create({
    name: 'notes',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
    ],
  });
});
afterAll(async () => {
  await srv?.stop();
});

const count = async () => (await su.collection('notes').getList(1, 1)).totalItems;

describe('bad input gives clear 4xx answers', () => {
  it('rejects malformed JSON and unsupported content types without writing', async () => {
    const bad = await raw('POST', '/api/collections/notes/records', '{"title": ', 'application/json');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ status: 400, data: {} });
    const xml = await raw('POST', '/api/collections/notes/records', 'title=x', 'text/plain');
    expect(xml).toMatchObject({ status: 400, json: { status: 400, message: 'Unsupported Content-Type.', data: {} } });
    const arr = await raw('POST', '/api/collections/notes/records', '[1,2]', 'application/json');
    expect(arr.status).toBe(400);
    expect(await count()).toBe(0);
    const empty = await raw('POST', '/api/collections/notes/records', '', 'application/json');
    expect(empty.status).toBe(200);
    const form = await raw(
      'POST',
      '/api/collections/notes/records',
      'title=urlenc&n=5',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({ title: 'urlenc', n: 5 });
  });

  it('rejects oversize bodies with 413', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(33 * 1024 * 1024) });
    const res = await raw('POST', '/api/collections/notes/records', huge, 'application/json');
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ status: 413, message: 'Request entity too large.' });
  });

  it('rejects filters that do not parse, are too long or too deep, or name unknown fields', async () => {
    const bad = [
      'title =',
      "title = 'unterminated",
      '(((title = 1)',
      'title === 1',
      'nope = 1',
      'title.nope = 1',
      "title:unknownmod = 'x'",
      `title = '${'x'.repeat(3600)}'`,
      Array.from({ length: 201 }, (_, i) => `n = ${i}`).join(' || '),
      `${'('.repeat(60)}n = 1${')'.repeat(60)}`,
      'strftime(title) = 1',
      'unknownfn(title) = 1',
    ];
    for (const filter of bad) {
      await expectError(guest.collection('notes').getList(1, 10, { filter }), {
        status: 400,
        message: GENERIC_400,
        data: {},
      });
    }
    await expectError(guest.collection('notes').getList(1, 10, { sort: 'nope' }), {
      status: 400,
      message: GENERIC_400,
    });
    await expectError(
      guest.collection('notes').getList(1, 10, { sort: Array.from({ length: 9 }, () => 'title').join(',') }),
      { status: 400 },
    );
    await expectError(guest.collection('notes').getList(1, 10, { page: 'x' } as never), { status: 400 });
  });

  it('ignores unknown body fields (as PocketBase) and unknown query params', async () => {
    const r = await guest.collection('notes').create({ title: 't', nope: 'ignored' }, { query: { whatever: '1' } });
    expect(r).not.toHaveProperty('nope');
    const typed = await expectError(guest.collection('notes').create({ n: 'not a number' }), {
      status: 400,
      message: 'Failed to create record.',
    });
    expect(typed.response['data']).toHaveProperty('n');
  });

  it('answers unknown routes and methods with the 404 envelope', async () => {
    for (const [m, p] of [
      ['GET', '/api/nope'],
      ['GET', '/api/collections/'],
      ['PUT', '/api/collections/notes/records'],
    ]) {
      const res = await raw(m!, p!);
      expect(res).toMatchObject({
        status: 404,
        json: { status: 404, message: "The requested resource wasn't found.", data: {} },
      });
    }
    await expectError(guest.collection('missing').getList(), { status: 404, message: 'Missing collection context.' });
    const h = await raw('GET', '/api/health');
    expect(h.json).toMatchObject({ message: 'API is healthy.', code: 200, data: {} });
  });

  it('never answers 500 to hostile input', async () => {
    const filters = [
      "title = '\\'; DROP TABLE notes; --'",
      'title = "x" || 1 = 1',
      '@now = @now',
      "title ~ '%'",
      "title ~ '\\\\'",
      'n = 1e999',
      'n = -0',
      'id ?= id',
      "geoDistance(n, n, 1, 1) < 'x'",
      "strftime('%Y', title, 'x', 'y', 'z', 'a', 'b', 'c', 'd', 'e', 'f') = 1",
      '\u0000',
      '😀 = 1',
      "title = '\u0000'",
      'notes_via_nope.id = 1',
      '@collection.notes.title = title',
      '@collection.missing.title = 1',
      '@request.body.title = 1',
      'expand = 1',
      '',
      ' ',
      '()',
      '&& ||',
    ];
    for (const filter of filters) {
      for (const pb of [guest, su]) {
        try {
          await pb.collection('notes').getList(1, 5, { filter, sort: '-n,@random' });
        } catch (err) {
          const status = (err as { status: number }).status;
          expect([400, 403], `filter ${JSON.stringify(filter)} → ${status}`).toContain(status);
        }
      }
    }
    for (const expand of ['a.b.c.d.e.f.g.h', 'notes_via_x', ',,,', 'title']) {
      const res = await raw('GET', `/api/collections/notes/records?expand=${encodeURIComponent(expand)}`);
      expect(res.status).toBe(200);
    }
    for (const fields of ['title:excerpt(', 'title:excerpt(-1)', ':excerpt(2)', '*,*']) {
      const res = await raw('GET', `/api/collections/notes/records?fields=${encodeURIComponent(fields)}`);
      expect(res.status).toBeLessThan(500);
    }
    const bodies = [
      '{"title": {"nested": [1,2,{}]}}',
      '{"n": "1e400"}',
      '{"id": null}',
      '{"title": null, "n": null}',
      '{"id": "../../x"}',
    ];
    for (const body of bodies) {
      const res = await raw('POST', '/api/collections/notes/records', body, 'application/json');
      expect(res.status, body).toBeLessThan(500);
    }
  });
});
