/**
 * OAuth2 scopes (product.md §3.5 `oauth_clients.allowed_scopes`) → collections and operations, and
 * the restriction to the person whose data was granted: every row must belong to the grant's member.
 * The granting user's own rules still apply on top.
 */
import type { AuthLimit, RuleOp } from '../../../core/rules/request-info.js';
import { oauthClientsAllowedScopesValues } from '../../../generated/schema.js';

/** the scopes an app may ask for: the select values of `oauth_clients.allowed_scopes` */
export const OAUTH_SCOPES = oauthClientsAllowedScopesValues;

const READ: RuleOp[] = ['list', 'view'];
const WRITE: RuleOp[] = ['list', 'view', 'create', 'update'];

const ACCESS: Record<string, Record<string, RuleOp[]>> = {
  profile: { members: READ, profiles: READ },
  'coverage:read': { coverages: READ },
  'appointments:read': { appointments: READ },
  'appointments:write': { appointments: WRITE },
  'tasks:read': { tasks: READ, plans: READ },
  'tasks:write': { tasks: WRITE, plans: READ },
  'reports:read': { reports: READ },
  'files:read': { files: READ },
};

const oauthAllows = (scopes: readonly string[], collection: string, op: RuleOp) =>
  scopes.some((s) => ACCESS[s]?.[collection]?.includes(op) ?? false);

const quoted = (id: string) => `"${id.replace(/[^A-Za-z0-9_]/g, '')}"`;

/** the rows of the granted person only */
function memberCondition(collection: string, member: string): string {
  return collection === 'members' ? `id = ${quoted(member)}` : `member = ${quoted(member)}`;
}

export function oauthLimit(scopes: readonly string[], member: string, active: () => Promise<boolean>): AuthLimit {
  const own = [...scopes];
  return {
    kind: 'oauth',
    allows: (collection, op) => !!member && oauthAllows(own, collection, op),
    extraRule: (collection) => memberCondition(collection, member),
    active,
  };
}

export function parseScope(raw: unknown): string[] {
  return [
    ...new Set(
      String(raw ?? '')
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
}
