/**
 * Issue 30, decision 0055: the value figures (savings, kinds of report, satisfaction, appointments,
 * response times) are built from health records that employers and brokers never read. Over the SDK,
 * the employer admin and the broker of the member's employer try to read the fields those figures are
 * built from — directly, as filter oracles (`amount_saved > 900`), and through the roster rows they
 * can read (`reports_via_member.amount_saved > 900`) — and get nothing. The member's own client is the
 * control. The metrics rows they read carry figures only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, type CoveyFixture } from '../harness/covey-fixture.js';

let srv: ServerProcess;
let fx: CoveyFixture;

beforeAll(async () => {
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  await fx.su.collection('reports').update(fx.ids['reports']!, { amount_saved: 930, satisfaction: 5, status: 'resolved', resolution: 'Refiled', outcome: 'refund' });
}, 180_000);
afterAll(async () => {
  await srv?.stop();
});

/** the fields behind each figure, with a filter that is true for the member's record */
const ORACLES: [string, string, string][] = [
  ['reports', 'amount_saved > 900', 'reports_via_member.amount_saved ?> 900'],
  ['reports', 'satisfaction = 5', 'reports_via_member.satisfaction ?= 5'],
  ['reports', 'kind = "claim_denial"', 'reports_via_member.kind ?= "claim_denial"'],
  ['reports', 'status = "resolved"', 'reports_via_member.status ?= "resolved"'],
  ['messages', 'role = "counselor"', 'chats_via_member.id ?!= ""'],
  ['chats', 'id != ""', 'chats_via_member.id ?!= ""'],
  ['appointments', 'id != ""', 'appointments_via_member.id ?!= ""'],
];

it('control: the member finds their own records with the same filters', async () => {
  const pb = fx.clients.member;
  for (const [name, filter] of ORACLES) expect((await pb.collection(name).getList(1, 5, { filter })).totalItems, `${name}: ${filter}`).toBeGreaterThan(0);
});

describe.each(['employer', 'broker'] as const)('%s and the records behind the value figures', (role) => {
  it.each(ORACLES)('%s where %s: nothing, directly or through the roster', async (name, filter, via) => {
    const pb = fx.clients[role];
    const direct = await pb.collection(name).getList(1, 5, { filter }).catch(() => null);
    expect(direct?.totalItems ?? 0).toBe(0);
    const through = await pb.collection('members').getList(1, 5, { filter: `id = "${fx.ids['members']}" && ${via}` }).catch(() => null);
    expect(through?.totalItems ?? 0).toBe(0);
  });

  it('cannot view the resolved report with its savings and rating', async () => {
    await expect(fx.clients[role].collection('reports').getOne(fx.ids['reports']!)).rejects.toMatchObject({ status: 404 });
  });

  it('reads metrics rows whose data holds figures and markers only, no names or free text', async () => {
    const rows = await fx.clients[role].collection('metrics').getFullList();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const text = JSON.stringify(r['data']);
      expect(text).not.toMatch(/Fixture|Denied claim|Refiled|Alex/);
    }
  });
});
