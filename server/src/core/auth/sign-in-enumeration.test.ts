/**
 * The per-account throttle (decision 0008) must not tell which accounts exist (issue 26): the same
 * run of wrong passwords gets the same answers for a known address and an unknown one, whatever
 * the spelling (case, surrounding spaces) of the identifier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, EMAILS, type TestApp } from '../../../test/harness/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const attempt = async (identity: string) => {
  const res = await ctx.inject({
    method: 'POST', url: '/api/collections/users/auth-with-password', body: { identity, password: 'wrong-password-9' },
  });
  return `${res.statusCode} ${res.body}`;
};

describe('wrong passwords, known and unknown addresses', () => {
  it.each([
    ['the same spelling', EMAILS.bob, (e: string) => [e, e, e, e, e, e, e]],
    ['changing case and spaces', EMAILS.alice, (e: string) => [e, e.toUpperCase(), ` ${e}`, `${e} `, e, e.toUpperCase(), e]],
  ])('answer alike (%s)', async (name, known, spell) => {
    const unknown = `nobody-${name.length}@example.com`;
    const a: string[] = [];
    const b: string[] = [];
    for (const id of spell(known)) a.push(await attempt(id));
    for (const id of spell(unknown)) b.push(await attempt(id));
    expect(a.map((x) => x.replace(known, '*')), JSON.stringify([a, b])).toEqual(b.map((x) => x.replace(unknown, '*')));
    expect(a.at(-1)).toMatch(/^429 /);
  });
});
