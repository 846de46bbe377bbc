/**
 * What each API key scope opens (product.md §3.5 `api_keys.scopes`): collections and operations.
 * A write scope includes reading the same rows (a sync must find the row it updates). Everything
 * else is refused; the owner's own rules still apply on top (a key never sees more than its owner).
 */
import type { AuthLimit, RuleOp } from '../../../core/rules/request-info.js';
import { apiKeysScopesValues } from '../../../generated/schema.js';

/** the scopes a key may carry: the select values of `api_keys.scopes` */
export const KEY_SCOPES = apiKeysScopesValues;
type KeyScope = (typeof KEY_SCOPES)[number];

const READ: RuleOp[] = ['list', 'view'];
const WRITE: RuleOp[] = ['list', 'view', 'create', 'update'];

const KEY_SCOPE_ACCESS: Record<KeyScope, Record<string, RuleOp[]>> = {
  'read:roster': { members: READ, invites: READ, employers: READ },
  'write:roster': { members: WRITE, invites: WRITE, employers: READ },
  'read:metrics': { metrics: READ, employers: READ },
  'read:coverages': { coverages: READ },
  'read:appointments': { appointments: READ },
  'write:appointments': { appointments: WRITE },
  'read:tasks': { tasks: READ, plans: READ },
  'write:tasks': { tasks: WRITE, plans: READ },
  'read:reports': { reports: READ },
};

export function keyAllows(scopes: readonly string[], collection: string, op: RuleOp): boolean {
  return scopes.some((s) => KEY_SCOPE_ACCESS[s as KeyScope]?.[collection]?.includes(op) ?? false);
}

export function keyLimit(scopes: readonly string[], active: () => Promise<boolean>): AuthLimit {
  const own = [...scopes];
  return { kind: 'api_key', allows: (collection, op) => keyAllows(own, collection, op), active };
}
