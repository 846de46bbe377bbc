/**
 * The roster screen's request through the SDK (issue #27, decision 0066: web/src/features/organisations/api/
 * roster-page.ts): one page in name order, the search (each word in a first or last name, the email or the
 * employee ID) and the status in the filter, the table's fields only, and counts from the totals. An employer
 * admin and the broker see their employer's rows only, whatever the search matches elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let E = '';

const SORT = 'last_name,first_name,id';
const FIELDS = 'id,user,first_name,last_name,email,employer,employee_id,eligibility_start,eligibility_end,status';

/** as the web builds it (roster-page.ts rosterFilter) */
function rosterFilter(pb: PocketBase, employer: string, search: string, status: string): string {
  const parts = [pb.filter('employer = {:e}', { e: employer })];
  for (const w of search.trim().split(/\s+/).filter(Boolean)) parts.push(pb.filter('(first_name ~ {:w} || last_name ~ {:w} || email ~ {:w} || employee_id ~ {:w})', { w }));
  if (status) parts.push(pb.filter('status = {:s}', { s: status }));
  return parts.join(' && ');
}

const PEOPLE: [first: string, last: string, status: string, id: string][] = [
  ['Ana', 'Zamora', 'invited', 'RP-1'],
  ['Bo', 'Adams', 'active', 'RP-2'],
  ['Ana', 'Baker', 'invited', 'RP-3'],
  ['Cy', 'Baker', 'inactive', 'RP-4'],
  ['Dee', 'Carter', 'invited', 'RP-5'],
  ['Eli', 'Moreno', 'pending', 'ANA-6'],
];

beforeAll(async () => {
  ({ srv, fx } = await startCoveySuite());
  E = fx.ids['employers']!;
  for (const [first, last, status, id] of PEOPLE) {
    await fx.su.collection('members').create({ first_name: first, last_name: last, email: `${first}.${last}.rp@fixture.test`.toLowerCase(), employer: E, employee_id: id, status, relationship: 'self', source: 'hris' });
  }
  // another employer's Ana: never on Acme's roster, whatever the search
  const other = await fx.su.collection('employers').create({ name: 'Elsewhere Inc', status: 'active' });
  await fx.su.collection('members').create({ first_name: 'Ana', last_name: 'Aaron', email: 'ana.aaron.rp@fixture.test', employer: other.id, employee_id: 'X-1', status: 'invited', relationship: 'self', source: 'hris' });
}, 120_000);
afterAll(() => stopSuite(srv));

describe('the roster page (employer admin and broker)', () => {
  it.each(['employer', 'broker'] as const)('%s: pages in name order with the totals, and only the table’s fields', async (role) => {
    const pb = fx.clients[role];
    const all = await pb.collection('members').getList(1, 500, { filter: rosterFilter(pb, E, '', ''), sort: SORT, fields: 'id,last_name,first_name' });
    const names = all.items.map((m) => `${m['last_name']},${m['first_name']}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = await pb.collection('members').getList(1, 3, { filter: rosterFilter(pb, E, '', ''), sort: SORT, fields: FIELDS });
    const second = await pb.collection('members').getList(2, 3, { filter: rosterFilter(pb, E, '', ''), sort: SORT, fields: FIELDS });
    expect(first.totalItems).toBe(all.totalItems);
    expect(first.totalPages).toBe(Math.ceil(all.totalItems / 3));
    expect([...first.items, ...second.items].map((m) => m.id)).toEqual(all.items.slice(0, 6).map((m) => m.id));
    expect(Object.keys(first.items[0]!).sort()).toEqual(FIELDS.split(',').sort());
  });

  it('searches each word in the names, email and employee ID, with the status, on this employer only', async () => {
    const pb = fx.clients.employer;
    const ana = await pb.collection('members').getList(1, 50, { filter: rosterFilter(pb, E, 'ana', ''), sort: SORT, fields: FIELDS });
    // Ana Baker, Ana Zamora by name; Eli Moreno by employee ID ANA-6; never Elsewhere's Ana Aaron
    expect(ana.items.map((m) => `${m['first_name']} ${m['last_name']}`)).toEqual(['Ana Baker', 'Eli Moreno', 'Ana Zamora']);
    const anaBaker = await pb.collection('members').getList(1, 50, { filter: rosterFilter(pb, E, ' ana   baker ', ''), sort: SORT, fields: FIELDS });
    expect(anaBaker.items.map((m) => m['employee_id'])).toEqual(['RP-3']);
    const invited = await pb.collection('members').getList(1, 50, { filter: rosterFilter(pb, E, 'ana', 'invited'), sort: SORT, fields: FIELDS });
    expect(invited.items.map((m) => m['employee_id'])).toEqual(['RP-3', 'RP-1']);
    const quote = await pb.collection('members').getList(1, 50, { filter: rosterFilter(pb, E, 'a" || employer != "', ''), sort: SORT, fields: FIELDS });
    expect(quote.totalItems).toBe(0);
  });

  it('a member of the roster cannot page it', async () => {
    const pb = fx.clients.otherMember;
    const page = await pb.collection('members').getList(1, 50, { filter: rosterFilter(pb, E, '', ''), sort: SORT, fields: FIELDS });
    expect(page.totalItems).toBe(0);
  });
});
