/**
 * Building blocks for Covey's schema migrations: field builders, fixed collection ids, the rule
 * snippets of product.md §3 (expanded literally) and the create-then-rules helpers.
 */
import { deleteCollection, saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';

type F = Record<string, unknown>;
type Opts = { required?: boolean; hidden?: boolean; max?: number };

export const USERS_ID = '_pb_users_auth_';
/** fixed ids so relations between migrations are stable: `pbc_covey_<name>` */
export const cid = (name: string) => `pbc_covey_${name}`;

const base = (name: string, type: string, o: Opts = {}, extra: F = {}): F => ({
  name,
  type,
  required: o.required ?? false,
  hidden: o.hidden ?? false,
  ...(o.max !== undefined ? { max: o.max } : {}),
  ...extra,
});
export const text = (name: string, o: Opts = {}) => base(name, 'text', o);
export const editor = (name: string, o: Opts = {}) => base(name, 'editor', o);
export const email = (name: string, o: Opts = {}) => base(name, 'email', o);
export const url = (name: string, o: Opts = {}) => base(name, 'url', o);
export const date = (name: string, o: Opts = {}) => base(name, 'date', o);
export const bool = (name: string) => base(name, 'bool');
export const json = (name: string) => base(name, 'json', {}, { maxSize: 0 });
export const num = (name: string, o: Opts & { min?: number; onlyInt?: boolean } = {}) =>
  base(name, 'number', { required: o.required }, { min: o.min ?? null, max: o.max ?? null, onlyInt: o.onlyInt ?? false });
export const select = (name: string, values: string[], o: Opts & { multi?: boolean } = {}) =>
  base(name, 'select', o, { values, maxSelect: o.multi ? values.length : 1 });
export const rel = (name: string, target: string, o: Opts & { multi?: boolean; cascade?: boolean } = {}) =>
  base(name, 'relation', o, {
    collectionId: target === 'users' ? USERS_ID : cid(target),
    maxSelect: o.multi ? 999 : 1,
    minSelect: 0,
    cascadeDelete: o.cascade ?? false,
  });
export const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'];
export const DOCS = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp'];
export const file = (name: string, o: Opts & { multi?: boolean; protected?: boolean; mimes?: string[]; mb?: number } = {}) =>
  base(name, 'file', o, {
    maxSelect: o.multi ? 10 : 1,
    maxSize: (o.mb ?? 5) * 1024 * 1024,
    mimeTypes: o.mimes ?? [],
    thumbs: null,
    protected: o.protected ?? false,
  });
export const stamps = (): F[] => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];

export const LANGUAGES = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'];
export const SCOPES = ['profile', 'coverage', 'plans', 'appointments', 'reports', 'files', 'chat'];

export const index = (coll: string, cols: string[], unique = false, where = '') =>
  `CREATE ${unique ? 'UNIQUE ' : ''}INDEX \`idx_${coll}_${cols.join('_')}\` ON \`${coll}\` (${cols.map((c) => `\`${c}\``).join(', ')})${where ? ` WHERE ${where}` : ''}`;

// ---- rule snippets (product.md §3, expanded literally; see decision 0007 for the changes) ----

export const AUTHED = '@request.auth.id != "" && @request.auth.role != "demo"';
/** decision 0007: health collections are closed to employer and broker accounts by role */
export const NOT_ORG = '@request.auth.role != "employer" && @request.auth.role != "broker"';
export const HEALTH = `${AUTHED} && ${NOT_ORG}`;
/** every other rule that the design leaves without AUTHED gets at least a signed-in check */
export const SIGNED = '@request.auth.id != ""';
export const SELF = (p: string) => `${p}.user = @request.auth.id`;
export const GUARD = (p: string) => `(${p}.subscriber.user = @request.auth.id && ${p}.minor = true)`;
export const CNS = (p: string) => `${p}.counselor.user = @request.auth.id`;
const circleCore = (p: string, s: string) =>
  `@collection.circle_members.user ?= @request.auth.id && @collection.circle_members.status ?= "active" && @collection.circle_members.circle.member ?= ${p} && @collection.circle_members.scopes:each ?= "${s}"`;
export const CIRCLE = (p: string, s: string) => `(${circleCore(p, s)})`;
export const CIRCLE_M = (p: string, s: string) => `(${circleCore(p, s)} && @collection.circle_members.access ?= "manage")`;
export const CARE = (p: string, s: string) => `(${SELF(p)} || ${GUARD(p)} || ${CNS(p)} || ${CIRCLE(p, s)})`;
export const CARE_M = (p: string, s: string) => `(${SELF(p)} || ${GUARD(p)} || ${CNS(p)} || ${CIRCLE_M(p, s)})`;
export const CIRCLE_NEW = (s: string) =>
  `(@collection.circle_members.user ?= @request.auth.id && @collection.circle_members.status ?= "active" && @collection.circle_members.access ?= "manage" && @collection.circle_members.scopes:each ?= "${s}" && @collection.circle_members.circle.member ?= @request.body.member)`;
/** the body's `member` is one the requester is, guards, or counsels */
export const BODY_MEMBER_CARE =
  '@collection.members.id ?= @request.body.member && (@collection.members.user ?= @request.auth.id || @collection.members.counselor.user ?= @request.auth.id || (@collection.members.subscriber.user ?= @request.auth.id && @collection.members.minor ?= true))';

export interface Rules {
  listRule?: string | null;
  viewRule?: string | null;
  createRule?: string | null;
  updateRule?: string | null;
  deleteRule?: string | null;
}
/** list and view share one rule in the design */
export const read = (rule: string | null): Rules => ({ listRule: rule, viewRule: rule });

export interface CollectionDef {
  name: string;
  fields: F[];
  indexes?: string[];
  rules: Rules;
}

/** creates every collection with locked rules first, then sets all rules (cycles between rules) */
export async function createCollections(app: CoreApp, defs: CollectionDef[]): Promise<void> {
  for (const d of defs) {
    await saveCollection(app, {
      id: cid(d.name),
      name: d.name,
      type: 'base',
      fields: [...d.fields, ...stamps()],
      indexes: d.indexes ?? [],
    });
  }
  for (const d of defs) await saveCollection(app, { id: cid(d.name), ...d.rules });
}

/** drops the collections in reverse order (references first) */
export async function dropCollections(app: CoreApp, defs: CollectionDef[]): Promise<void> {
  for (const d of [...defs].reverse()) {
    const c = app.getCollection(cid(d.name));
    if (c) await deleteCollection(app, c);
  }
}
