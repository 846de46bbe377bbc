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
 *
 * As PocketBase's ApiScenario: `expectedEvents` names the `core.hooks` events the request fires
 * and how often (`{ recordCreate: 1, recordAfterCreate: 1 }`; `{}` = none; a `'*': 0` entry allows
 * others), and `runScenarios(table, setup, { fresh: true })` gives every scenario its own app.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  openSnapshot,
  snapshotTestApp,
  type AuthAs,
  type InjectResponse,
  type RawBody,
  type TestApp,
  type TestAppOptions,
  type TestAppSnapshot,
} from './test-app.js';
import { usePostgres } from './pg-cluster.js';
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
  /** `core.hooks` event name → times fired by the request (PocketBase's ExpectedEvents) */
  expectedEvents?: Record<string, number>;
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

function checkEvents(fired: Map<string, number>, expected: Record<string, number>): void {
  const { '*': _any, ...named } = expected;
  for (const [name, times] of Object.entries(named)) expect(fired.get(name) ?? 0, `event ${name} fired`).toBe(times);
  if (_any === undefined) {
    const unexpected = [...fired.keys()].filter((name) => !(name in named));
    expect(unexpected, 'events fired that the scenario does not expect').toEqual([]);
  }
}

export async function runScenario(ctx: TestApp, s: ApiScenario): Promise<InjectResponse> {
  await s.before?.(ctx);
  ctx.events.clear();
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
  if (s.expectedEvents) checkEvents(ctx.events, s.expectedEvents);
  await s.after?.(ctx, res);
  return res;
}

export interface ScenarioOptions extends TestAppOptions {
  /**
   * Every scenario gets its own app, as PocketBase's ApiScenario does: the app built once per file
   * (with `setup`) is closed and kept as a template, and each scenario opens a copy of its data
   * folder. On PostgreSQL each scenario builds its app and runs `setup` again.
   */
  fresh?: boolean;
}

type Setup = (ctx: TestApp) => Promise<void> | void;

/**
 * Registers one test per scenario plus the per-file app lifecycle. `setup` seeds fixtures once
 * the app is up. By default the scenarios share one app in table order (later scenarios see
 * earlier writes); with `{ fresh: true }` each has its own. The app has every migration (Covey's
 * own collections too): name test collections with a `t_` prefix.
 */
export function runScenarios(table: ApiScenario[], setup?: Setup, opts: ScenarioOptions = {}): void {
  const { fresh, ...appOpts } = opts;
  let shared: TestApp | undefined;
  let template: TestAppSnapshot | undefined;
  beforeAll(async () => {
    if (fresh && usePostgres()) return;
    const ctx = await createTestApp(appOpts);
    await setup?.(ctx);
    if (fresh) template = await snapshotTestApp(ctx);
    else shared = ctx;
  });
  afterAll(async () => {
    await shared?.close();
    await template?.drop();
  });
  const appFor = async (): Promise<TestApp> => {
    if (!fresh) return shared!;
    if (template) return openSnapshot(template, appOpts);
    const ctx = await createTestApp(appOpts);
    await setup?.(ctx);
    return ctx;
  };
  for (const s of table) {
    const title = `${s.method} ${typeof s.url === 'string' ? s.url : '<dynamic>'} — ${s.name}`;
    const test = s.knownBug ? it.fails : it;
    test(s.knownBug ? `${title} [known bug: ${s.knownBug}]` : title, async () => {
      const ctx = await appFor();
      try {
        await runScenario(ctx, s);
      } finally {
        if (fresh) await ctx.close();
      }
    });
  }
}
