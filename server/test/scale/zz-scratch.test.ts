import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness/test-app.js';
import { usePostgres } from '../harness/pg-cluster.js';
import { compileExpression } from '../../src/core/rules/compile-rule.js';
import { AliasGen, RecordFieldResolver } from '../../src/core/rules/record-field-resolver.js';
import { buildOrderBy, parseSort } from '../../src/query/sort.js';
import { selectRows } from '../../src/query/records-sql.js';
import type { RequestInfo } from '../../src/core/rules/request-info.js';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t?.close());
const ID = 'a1b2c3d4e5f6g7h';
function request(role: string): RequestInfo {
  const users = t.app.core.getCollection('users')!;
  const record = { id: `u${role}`.padEnd(15, '0'), email: `${role}@example.com`, role, employer: ID, broker: ID, verified: true };
  return { auth: { collection: users, record }, method: 'GET', context: 'default', query: {}, headers: {}, body: {} };
}
it('dump', async () => {
  const core = t.app.core; const d = core.db.dialect;
  const lookup = { getCollection: (x: string) => core.getCollection(x) };
  for (const [role, name, filter, sort] of (JSON.parse(process.env['CASES'] ?? '[]') as string[][])) {
    const c = core.getCollection(name!)!;
    const req = request(role!);
    const aliases = new AliasGen();
    const parts = [c.listRule ?? '', filter!].filter(Boolean).map((x) => compileExpression(lookup, c, c.name, x, req, d, 'rule', aliases)!);
    const orderBy = sort ? buildOrderBy(parseSort(sort), () => new RecordFieldResolver(lookup, c, c.name, req, 'client', d, aliases), d, c.name, d.rowid(c.name)) : null;
    const { keyedCondition } = await import("../../src/query/build-where.js"); const s = selectRows(d, { table: name!, alias: name!, where: parts.map((p) => p.keyed ? keyedCondition(p.keyed, false) : p), orderBy, limit: 30, offset: 0 });
    console.log(`==== ${role} ${name} [${filter}] [${sort}] keyed=${parts.map((p) => !!p.keyed)}\n${s.sql}\n`);
    const plan = usePostgres() ? await core.db.all<Record<string, string>>(`EXPLAIN ${s.sql}`, s.params) : await core.db.all<Record<string, string>>(`EXPLAIN QUERY PLAN ${s.sql}`, s.params);
    console.log(plan.map((r) => usePostgres() ? Object.values(r)[0] : `${r['id']}<${r['parent']} ${r['detail']}`).join('\n'));
  }
});
