/**
 * The real app built in-process (no port) on a fresh temp data folder, with a superuser and two
 * users (alice, bob) and their auth tokens. Requests go through Fastify's `inject()`.
 * Used by the API scenario tables (`src/http/routes/*.test.ts`).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { createApp, type Covey } from '../../src/app/create-app.js';
import { createRecord } from '../../src/core/records/record-upsert.js';
import type { RecordModel } from '../../src/core/records/record.js';
import { issueAuthToken } from '../../src/core/auth/auth-service.js';
import { guestRequest } from '../../src/core/rules/request-info.js';
import { MultipartBody } from './multipart.js';
import { freshDatabase, usePostgres } from './pg-cluster.js';

export type { InjectResponse };
export type AuthAs = 'superuser' | 'alice' | 'bob' | 'guest';
export type Actor = Exclude<AuthAs, 'guest'>;

export const PASSWORD = 'test-password-123';
export const EMAILS: Record<Actor, string> = {
  superuser: 'root@example.com',
  alice: 'alice@example.com',
  bob: 'bob@example.com',
};

/** a raw request body sent as is (malformed JSON, other content types…) */
export class RawBody {
  constructor(
    readonly payload: string | Buffer,
    readonly contentType?: string,
  ) {}
}

export interface InjectOptions {
  method: string;
  url: string;
  /** plain value → JSON; MultipartBody → multipart/form-data; RawBody → sent verbatim */
  body?: unknown;
  headers?: Record<string, string>;
  /** who calls: adds `Authorization: <token>` (raw, as the SDK sends it) */
  auth?: AuthAs;
}

export interface TestApp {
  app: Covey;
  dataDir: string;
  tokens: Record<Actor, string>;
  records: Record<Actor, RecordModel>;
  /** free-form storage shared by the scenarios of one file (ids created on the way…) */
  vars: Record<string, string>;
  /** how often each `core.hooks` event fired since the app opened or the last `events.clear()` */
  events: Map<string, number>;
  inject(opts: InjectOptions): Promise<InjectResponse>;
  close(): Promise<void>;
}

function payloadOf(body: unknown): { payload?: string | Buffer; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof RawBody) return { payload: body.payload, contentType: body.contentType };
  if (body instanceof MultipartBody) {
    const built = body.build();
    return { payload: built.payload, contentType: built.contentType };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Counts every `core.hooks` event (PocketBase's ExpectedEvents): each hook's trigger is wrapped, so
 * an event counts when it fires, even if a handler then refuses the operation.
 */
function recordEvents(app: Covey): Map<string, number> {
  const fired = new Map<string, number>();
  for (const [name, hook] of Object.entries(app.core.hooks)) {
    const h = hook as { trigger: (e: unknown) => Promise<void>; triggerSafe: (e: unknown, log?: (err: unknown) => void) => Promise<void> };
    const trigger = h.trigger.bind(hook);
    const triggerSafe = h.triggerSafe.bind(hook);
    const count = () => void fired.set(name, (fired.get(name) ?? 0) + 1);
    h.trigger = (e) => (count(), trigger(e));
    h.triggerSafe = (e, log) => (count(), triggerSafe(e, log));
  }
  return fired;
}

/** A closed test app's data folder, its actors and vars: `openSnapshot` opens a fresh copy. */
export interface TestAppSnapshot {
  dataDir: string;
  tokens: Record<Actor, string>;
  records: Record<Actor, RecordModel>;
  vars: Record<string, string>;
  drop(): Promise<void>;
}

export interface TestAppOptions {
  /** keep the settings' rate limits (Covey turns them on by default; scenarios run from one IP) */
  rateLimits?: boolean;
  /** a built web app folder to serve (index.html, assets/…) */
  webDist?: string;
}

export async function createTestApp(opts: TestAppOptions = {}, copyOf?: TestAppSnapshot): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'covey-api-'));
  if (copyOf) await cp(copyOf.dataDir, dataDir, { recursive: true });
  // COVEY_TEST_DB=postgres: a fresh database on the run's cluster instead of SQLite files
  const pgDb = usePostgres() ? await freshDatabase() : undefined;
  let opened: Covey | undefined;
  try {
    opened = await createApp({
      dataDir,
      migrate: true,
      ...(pgDb ? { databaseUrl: pgDb.url } : {}),
      ...(opts.webDist ? { webDist: opts.webDist } : {}),
    });
    if (!opts.rateLimits) await opened.core.settings.update({ rateLimits: { enabled: false } });
  } catch (err) {
    await opened?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await pgDb?.drop().catch(() => undefined);
    throw err;
  }
  const app = opened;
  const { core } = app;
  const make = (collection: string, email: string, extra: Record<string, unknown> = {}) =>
    createRecord(core, {
      collection: core.getCollection(collection)!,
      body: { email, password: PASSWORD, passwordConfirm: PASSWORD, ...extra },
      req: guestRequest(),
      isSuperuser: true,
      skipRule: true,
    });
  const records: Record<Actor, RecordModel> = copyOf?.records ?? {
    superuser: await make('_superusers', EMAILS.superuser),
    alice: await make('users', EMAILS.alice, { name: 'Alice', verified: true }),
    bob: await make('users', EMAILS.bob, { name: 'Bob' }),
  };
  const tokens: Record<Actor, string> = copyOf?.tokens ?? {
    superuser: await issueAuthToken(records.superuser),
    alice: await issueAuthToken(records.alice),
    bob: await issueAuthToken(records.bob),
  };
  const ctx: TestApp = {
    app,
    dataDir,
    tokens,
    records,
    vars: { ...copyOf?.vars },
    events: recordEvents(app),
    async inject(opts) {
      const headers: Record<string, string> = {};
      const { payload, contentType } = payloadOf(opts.body);
      if (contentType) headers['content-type'] = contentType;
      if (opts.auth && opts.auth !== 'guest') headers['authorization'] = ctx.tokens[opts.auth];
      Object.assign(headers, opts.headers ?? {});
      return app.http.inject({
        method: opts.method as 'GET',
        url: opts.url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
    },
    async close() {
      try {
        await app.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
        await pgDb?.drop().catch(() => undefined);
      }
    },
  };
  return ctx;
}

/**
 * Closes `ctx` and keeps its data folder as a template (SQLite): each `openSnapshot` is then a
 * fresh app on a copy of it, the setup's records and tokens included, in a file copy's time.
 */
export async function snapshotTestApp(ctx: TestApp): Promise<TestAppSnapshot> {
  await ctx.app.close();
  return {
    dataDir: ctx.dataDir,
    tokens: ctx.tokens,
    records: ctx.records,
    vars: ctx.vars,
    drop: () => rm(ctx.dataDir, { recursive: true, force: true }),
  };
}

export const openSnapshot = (snapshot: TestAppSnapshot, opts: TestAppOptions = {}): Promise<TestApp> => createTestApp(opts, snapshot);
