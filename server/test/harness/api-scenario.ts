/**
 * PocketBase-style API scenario tables (its `tests.ApiScenario` fields), run in-process against
 * the real app on a fresh temp data folder per test file (see test-app.ts).
 *
 *   describe('health', () => runScenarios([
 *     { name: 'guest', method: 'GET', url: '/api/health', expectedStatus: 200, expectedContent: ['"code":200'] },
 *   ]));
 *
 * Every scenario also checks, as PocketBase's runner does, that the body is empty when no content
 * is expected; and, for every response, the security headers and (for JSON errors) the envelope.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type AuthAs, type InjectResponse, type RawBody, type TestApp, type TestAppOptions } from './test-app.js';
import type { MultipartBody } from './multipart.js';

export { multipart } from './multipart.js';
export { RawBody, PASSWORD, EMAILS } from './test-app.js';
export type { TestApp, InjectResponse };

type Dyn<T> = T | ((ctx: TestApp) => T);
/** a JSON value, a prebuilt multipart payload or a raw body */
export type ScenarioBody = Record<string, unknown> | unknown[] | MultipartBody | RawBody | string | number | boolean | null;

export interface ApiScenario {
  name: string;
  method: string;
  url: Dyn<string>;
  /** object → JSON; `multipart()` → multipart/form-data; `new RawBody(...)` → verbatim */
  body?: Dyn<ScenarioBody>;
  headers?: Dyn<Record<string, string>>;
  auth?: AuthAs;
  expectedStatus: number;
  /** substrings that must appear in the raw body */
  expectedContent?: string[];
  /** substrings that must not appear in the raw body */
  notExpectedContent?: string[];
  /** header values (string: equal, RegExp: match, null: absent); merged over the security headers */
  expectedHeaders?: Record<string, string | RegExp | null>;
  before?(ctx: TestApp): unknown;
  after?(ctx: TestApp, res: InjectResponse): unknown;
  /** a known server bug listed in the helper report: the scenario is expected to fail */
  knownBug?: string;
}

export const SECURITY_HEADERS: Record<string, string> = {
  'x-xss-protection': '1; mode=block',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/** exact envelope fragments of the contract's common messages */
export const MSG = {
  badRequest: '"message":"Something went wrong while processing your request."',
  notFound: `"message":"The requested resource wasn't found."`,
  requiresAuth: '"message":"The request requires valid record authorization token."',
  notAllowed: '"message":"The authorized record is not allowed to perform this action."',
  onlySuperusers: '"message":"Only superusers can perform this action."',
  missingCollection: '"message":"Missing collection context."',
  missingAuthCollection: '"message":"Missing or invalid auth collection context."',
  unsupportedType: '"message":"Unsupported Content-Type."',
  readFailed: '"message":"Failed to read the submitted data."',
  tooLarge: '"message":"Request entity too large."',
  emptyData: '"data":{}',
} as const;

const resolve = <T>(v: Dyn<T>, ctx: TestApp): T => (typeof v === 'function' ? (v as (c: TestApp) => T)(ctx) : v);

function checkHeaders(res: InjectResponse, expected: Record<string, string | RegExp | null>): void {
  for (const [name, want] of Object.entries(expected)) {
    const got = res.headers[name.toLowerCase()];
    const value = Array.isArray(got) ? got.join(', ') : got === undefined ? undefined : String(got);
    if (want === null) expect(value, `header ${name} must be absent`).toBeUndefined();
    else if (want instanceof RegExp) expect(value, `header ${name}`).toMatch(want);
    else expect(value, `header ${name}`).toBe(want);
  }
}

function checkJson(res: InjectResponse): void {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json') || !res.body) return;
  const parsed = JSON.parse(res.body) as unknown;
  if (res.statusCode < 400 || !parsed || typeof parsed !== 'object' || !('message' in parsed)) return;
  const env = parsed as { status?: unknown; message?: unknown; data?: unknown };
  expect(env.status, 'envelope status mirrors the HTTP status').toBe(res.statusCode);
  expect(typeof env.message).toBe('string');
  expect(env.data !== null && typeof env.data === 'object', 'envelope data is an object').toBe(true);
}

export async function runScenario(ctx: TestApp, s: ApiScenario): Promise<InjectResponse> {
  await s.before?.(ctx);
  const res = await ctx.inject({
    method: s.method,
    url: resolve(s.url, ctx),
    body: s.body === undefined ? undefined : resolve(s.body, ctx),
    headers: s.headers === undefined ? undefined : resolve(s.headers, ctx),
    auth: s.auth,
  });
  const debug = `${s.method} ${resolve(s.url, ctx)} → ${res.statusCode} ${res.body.slice(0, 600)}`;
  expect(res.statusCode, debug).toBe(s.expectedStatus);
  for (const part of s.expectedContent ?? []) expect(res.body, `expected content ${part}`).toContain(part);
  for (const part of s.notExpectedContent ?? []) expect(res.body, `not expected content ${part}`).not.toContain(part);
  if (!s.expectedContent?.length && !s.notExpectedContent?.length) expect(res.body, 'expected an empty body').toBe('');
  checkHeaders(res, { ...SECURITY_HEADERS, ...s.expectedHeaders });
  checkJson(res);
  await s.after?.(ctx, res);
  return res;
}

/**
 * Registers one test per scenario (in table order, sharing one app: later scenarios see earlier
 * writes) plus the per-file app lifecycle. `setup` seeds fixtures once the app is up. The app has
 * every migration (Covey's own collections too): name test collections with a `t_` prefix.
 */
export function runScenarios(table: ApiScenario[], setup?: (ctx: TestApp) => Promise<void> | void, opts: TestAppOptions = {}): void {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(opts);
    await setup?.(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  for (const s of table) {
    const title = `${s.method} ${typeof s.url === 'string' ? s.url : '<dynamic>'} — ${s.name}`;
    const test = s.knownBug ? it.fails : it;
    test(s.knownBug ? `${title} [known bug: ${s.knownBug}]` : title, async () => {
      await runScenario(ctx!, s);
    });
  }
}
