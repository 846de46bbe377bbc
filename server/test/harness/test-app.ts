/**
 * The real app built in-process (no port) on a fresh temp data folder, with a superuser and two
 * users (alice, bob) and their auth tokens. Requests go through Fastify's `inject()`.
 * Used by the API scenario tables (`src/http/routes/*.test.ts`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
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

export interface TestAppOptions {
  /** keep the settings' rate limits (Covey turns them on by default; scenarios run from one IP) */
  rateLimits?: boolean;
  /** a built web app folder to serve (index.html, assets/…) */
  webDist?: string;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'covey-api-'));
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
  const records: Record<Actor, RecordModel> = {
    superuser: await make('_superusers', EMAILS.superuser),
    alice: await make('users', EMAILS.alice, { name: 'Alice', verified: true }),
    bob: await make('users', EMAILS.bob, { name: 'Bob' }),
  };
  const tokens: Record<Actor, string> = {
    superuser: await issueAuthToken(records.superuser),
    alice: await issueAuthToken(records.alice),
    bob: await issueAuthToken(records.bob),
  };
  const ctx: TestApp = {
    app,
    dataDir,
    tokens,
    records,
    vars: {},
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
