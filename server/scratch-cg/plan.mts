import { createApp } from '../src/app/create-app.js';
import { compileRule } from '../src/core/rules/compile-rule.js';
import { keyedCondition } from '../src/query/build-where.js';
import { selectRows } from '../src/query/records-sql.js';
const app = await createApp({ dataDir: process.argv[2]!, migrate: false });
const core = app.core; const d = core.db.dialect;
const users = core.getCollection('users')!;
const [coll, role] = [process.argv[3]!, process.argv[4] ?? 'member'];
const c = core.getCollection(coll)!;
const u = await core.db.get<any>(`SELECT * FROM users WHERE role = ? LIMIT 1`, [role]);
const req: any = { auth: { collection: users, record: u }, method: 'GET', context: 'default', query: {}, headers: {}, body: {} };
const w = compileRule({ getCollection: (x: string) => core.getCollection(x) }, c, c.name, c.listRule!, req, d)!;
const forms = (w as any).keyed ? [keyedCondition((w as any).keyed, false)] : [w];
for (const f of forms) {
  const s = selectRows(d, { table: c.name, alias: c.name, where: [f], limit: 30, offset: 0 });
  console.log(s.sql);
  for (const r of await core.db.all<any>(`EXPLAIN QUERY PLAN ${s.sql}`, s.params)) console.log('  ', r.detail);
  const t0 = performance.now(); const rows = await core.db.all(s.sql, s.params); console.log('rows', rows.length, (performance.now()-t0).toFixed(1), 'ms');
}
await app.close();
