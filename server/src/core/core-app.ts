/**
 * The record store's domain object (PocketBase's App): database, schema operations, the
 * collection registry, hooks and settings. Built by app/create-app.ts; no HTTP here.
 */
import type { Database, Queryable } from '../storage/database.js';

/** the transaction-capable query handle, for layers that may not import storage/ */
export type { Queryable } from '../storage/database.js';
import type { FilesDriver } from '../files/files-driver.js';
import type { SchemaOps } from '../storage/schema.js';
import { createSystemTables, getParam, setParam } from '../storage/system-tables.js';
import { COLLECTIONS_TABLE_SQL, CollectionStore } from './collections/collection-store.js';
import type { Collection } from './collections/collection.js';
import { Hook } from './hooks.js';
import { SettingsStore } from './settings/settings.js';
import type { Mailer } from '../mail/mailer.js';
import type { RecordModel } from './records/record.js';
import type { AuthLimit, RequestInfo } from './rules/request-info.js';

export interface RecordEvent {
  q: Queryable;
  record: RecordModel;
  /** stored state before an update or delete */
  original?: RecordModel;
  request?: RequestInfo;
}

/** a sign-in about to be answered, or a token about to be honoured: a handler throws to refuse it */
export interface AuthCheckEvent {
  record: RecordModel;
  /** `signin`: password, OTP, OAuth2, refresh, impersonation; `token`: an auth or file token in use */
  phase: 'signin' | 'token';
}

/** a superuser impersonation about to be issued: a handler may shorten `duration` (seconds), refuse (throw) or log */
export interface ImpersonateEvent {
  q: Queryable;
  record: RecordModel;
  /** requested token lifetime in seconds (0 = the collection's auth token duration) */
  duration: number;
  /** the submitted body (e.g. a reason) */
  body: Record<string, unknown>;
  request: RequestInfo;
}

/**
 * a bearer token that is not one of the store's own JWTs (e.g. an API key): a handler that
 * recognises it sets `auth` (the owner and the credential's limit) or throws (e.g. a 401 for a
 * revoked key); when no handler claims it the request stays a guest's, as for any invalid token
 */
export interface TokenResolveEvent {
  token: string;
  /** the client IP as the request log sees it */
  ip: string;
  auth?: { record: RecordModel; limit: AuthLimit };
}

/**
 * An auth email about to be rendered (PocketBase's OnMailerRecord…Send): a handler may replace
 * `template` (same placeholders: {APP_NAME}, {APP_URL}, {TOKEN}, {OTP}, {ALERT_INFO}, {RECORD:…}),
 * e.g. with the recipient's language when the collection still uses the default wording.
 */
export interface AuthMailEvent {
  record: RecordModel;
  kind: 'verification' | 'password-reset' | 'email-change' | 'otp' | 'login-alert';
  /** true when the collection's template for this kind is the built-in default (not an operator's own) */
  isDefault: boolean;
  template: { subject: string; body: string };
}

export interface CoreAppOptions {
  db: Database;
  schema: SchemaOps;
  dataDir: string;
  files: FilesDriver;
}

export class CoreApp {
  readonly db: Database;
  readonly schema: SchemaOps;
  readonly dataDir: string;
  readonly files: FilesDriver;
  readonly collections: CollectionStore;
  readonly hooks = {
    /** before insert, inside the transaction (may change the record or throw) */
    recordCreate: new Hook<RecordEvent>(),
    recordUpdate: new Hook<RecordEvent>(),
    recordDelete: new Hook<RecordEvent>(),
    /** after commit */
    recordAfterCreate: new Hook<RecordEvent>(),
    recordAfterUpdate: new Hook<RecordEvent>(),
    recordAfterDelete: new Hook<RecordEvent>(),
    collectionsChanged: new Hook<{ collections: Collection[] }>(),
    /** before any sign-in is answered and whenever a token is used (throw to refuse) */
    authCheck: new Hook<AuthCheckEvent>(),
    /** inside the impersonation's transaction, before its token is issued */
    impersonate: new Hook<ImpersonateEvent>(),
    /** a bearer token the store does not know (API keys, OAuth2 access tokens) */
    tokenResolve: new Hook<TokenResolveEvent>(),
    /** before an auth email is rendered (may replace its template) */
    authMailSend: new Hook<AuthMailEvent>(),
  };

  /** app settings (persisted in `_params`), loaded by bootstrap() */
  readonly settings: SettingsStore;
  /** outgoing mail; the composition root installs the SMTP mailer (tests install a TestMailer) */
  mailer: Mailer = {
    send: async () => {
      throw new Error('No mailer is configured.');
    },
  };

  constructor(opts: CoreAppOptions) {
    this.db = opts.db;
    this.schema = opts.schema;
    this.dataDir = opts.dataDir;
    this.files = opts.files;
    this.collections = new CollectionStore(opts.db);
    this.settings = new SettingsStore(
      { load: () => getParam(this.db, 'settings'), save: (json) => setParam(this.db, 'settings', json) },
      { onListenerError: (err) => console.error('settings listener failed', err) },
    );
  }

  /** creates the internal tables and loads the collection registry */
  async bootstrap(): Promise<void> {
    await this.db.exec(COLLECTIONS_TABLE_SQL);
    await createSystemTables(this.db);
    await this.collections.load();
    await this.settings.load();
  }

  getCollection(idOrName: string): Collection | undefined {
    return this.collections.get(idOrName);
  }

  getParam(key: string): Promise<string | null> {
    return getParam(this.db, key);
  }

  setParam(key: string, value: string, q: Queryable = this.db): Promise<void> {
    return setParam(q, key, value);
  }
}
