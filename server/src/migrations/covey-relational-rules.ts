/**
 * Product rules that named the submitted record through `@collection` (`@collection.members.id ?=
 * @request.body.member && @collection.members.user ?= …`) now read it through the relation
 * (`@request.body.member.user ?= …`): one row by its id instead of an alias over the whole table
 * (issue 27, decision 0034; the rewrite and when it applies: relational-rules.ts).
 * `down` keeps the rewritten rules: they mean the same (the earlier migrations' own `down` restore
 * their definitions).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { USERS_ID } from './covey-kit.js';
import { relationalRule } from './relational-rules.js';

const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;

async function up(app: CoreApp): Promise<void> {
  const name = (id: string) => app.getCollection(id)?.name;
  for (const c of app.collections.all()) {
    if (!c.id.startsWith('pbc_covey_') && c.id !== USERS_ID) continue;
    const rules: Partial<Record<(typeof RULE_KEYS)[number], string>> = {};
    for (const k of RULE_KEYS) {
      const rule = c[k];
      if (typeof rule !== 'string') continue;
      const next = relationalRule(rule, c, name);
      if (next !== rule) rules[k] = next;
    }
    if (Object.keys(rules).length) await saveCollection(app, { id: c.id, ...rules });
  }
}

export const coveyRelationalRules: Migration = { id: '1700001700_covey_relational_rules', up, down: async () => undefined };
