/**
 * The rule a request is actually checked against: the collection's rule, narrowed by the
 * request's delegated credential (API key scopes, OAuth2 grant). A credential never widens a
 * rule: an operation outside its scopes behaves as a locked (null) rule, and an extra condition
 * is ANDed with the owner's own rule.
 */
import type { Collection } from '../collections/collection.js';
import type { AuthInfo, RuleOp } from './request-info.js';

function ruleOf(c: Collection, op: RuleOp): string | null {
  switch (op) {
    case 'list':
      return c.listRule;
    case 'view':
      return c.viewRule;
    case 'create':
      return c.createRule;
    case 'update':
      return c.updateRule;
    case 'delete':
      return c.deleteRule;
  }
}

export function effectiveRule(c: Collection, op: RuleOp, auth: AuthInfo | null | undefined): string | null {
  const base = ruleOf(c, op);
  const limit = auth?.limit;
  if (!limit || base === null) return base;
  if (!limit.allows(c.name, op)) return null;
  const extra = limit.extraRule?.(c.name, op) ?? '';
  if (!extra) return base;
  return base === '' ? extra : `(${base}) && (${extra})`;
}
