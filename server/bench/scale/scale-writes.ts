/**
 * The writes of the main journeys for `npm run bench:scale`, each `times` times, with the bodies
 * the SPA sends (chat/api/send-message.ts, plans/components/task-form.tsx, plans/api/plans.ts,
 * reports/api/report-actions.ts, appointments/components/book-counselor-form.tsx,
 * circles/components/invite-form.tsx, coverages/api/save-coverage.ts, organisations/api/org-actions.ts).
 */
import type { RoleContext } from './scale-reads.js';
import { measure, type OpResult } from './scale-measure.js';

export interface WriteRoles {
  member: RoleContext;
  counselor: RoleContext;
  employer: RoleContext;
  stranger: RoleContext;
}

interface Slot { start: string }

function rosterCsv(run: string, rows: number): Blob {
  const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
  for (let i = 0; i < rows; i++) lines.push(`Person ${i} Roster,roster.${run}.${i}@example.com,R-${run}-${i},1980-01-${String((i % 28) + 1).padStart(2, '0')},2026-01-01,`);
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

export async function runWrites(baseUrl: string, r: WriteRoles, times: number, rosterTimes: number, tag: string): Promise<OpResult[]> {
  const out: OpResult[] = [];
  const m = r.member;
  const c = r.counselor;
  const w = (role: string, name: string, op: (i: number) => Promise<unknown>, n = times) => measure(baseUrl, { kind: 'write', role, name }, n, op);

  out.push(await w('member', 'send a message', (i) => m.pb.collection('messages').create({ chat: m.chatId, sender: m.userId, role: 'member', body: `Bench message ${tag} ${i}` })));
  out.push(await w('counselor', 'send a message', (i) => c.pb.collection('messages').create({ chat: m.chatId, sender: c.userId, role: 'counselor', body: `Bench reply ${tag} ${i}` })));
  out.push(await w('member', 'create a task', (i) => m.pb.collection('tasks').create({
    member: m.memberId, plan: '', title: `Call the clinic ${tag} ${i}`, details: '', priority: 'normal', category: 'call', due: '', status: 'todo', created_by: m.userId, source: 'member',
  })));
  out.push(await w('member', 'add a coverage', async (i) => {
    const others = await m.pb.collection('coverages').getList(1, 1, { filter: m.pb.filter('member = {:m} && status = "active"', { m: m.memberId }), skipTotal: true });
    return m.pb.collection('coverages').create({
      type: 'dental', carrier: 'Summit Care (fictional)', plan_name: 'Dental', member_id: `BEN${tag}${i}`, group_number: 'G-1',
      member: m.memberId, relationship: 'self', status: 'active', source: 'member', primary: others.items.length === 0,
    });
  }));

  // counselor drafts and proposes plans; the member accepts them
  const plans: string[] = [];
  out.push(await w('counselor', 'create a plan (draft)', async (i) => {
    const p = await c.pb.collection('plans').create({ member: m.memberId, title: `Lower my pharmacy costs ${tag} ${i}`, goal: '<p>Pay less for the same medicine.</p>', category: 'pharmacy', target_date: '', template: '', status: 'draft', created_by: c.userId });
    plans.push(p.id);
  }));
  out.push(await w('counselor', 'propose a plan', (i) => c.pb.collection('plans').update(plans[i] ?? '-', { status: 'proposed' })));
  out.push(await w('member', 'accept a plan', (i) => m.pb.collection('plans').update(plans[i] ?? '-', { status: 'active' })));

  // member files and submits reports; the counselor reviews and resolves them
  const reports: string[] = [];
  out.push(await w('member', 'file a report (draft)', async (i) => {
    const rep = await m.pb.collection('reports').create({ member: m.memberId, kind: 'bill_review', title: `Bill from the imaging center ${tag} ${i}`, description: '<p>Charged twice.</p>', provider_name: 'Imaging Center (fictional)', amount_billed: 1240, status: 'draft' });
    reports.push(rep.id);
  }));
  out.push(await w('member', 'submit a report', (i) => m.pb.collection('reports').update(reports[i] ?? '-', { status: 'submitted' })));
  out.push(await w('counselor', 'review a report', (i) => c.pb.collection('reports').update(reports[i] ?? '-', { status: 'in_review' })));
  out.push(await w('counselor', 'resolve a report', (i) => c.pb.collection('reports').update(reports[i] ?? '-', { status: 'resolved', resolution: '<p>The duplicate charge was removed.</p>', outcome: 'corrected', amount_saved: 620 })));

  // book from /api/slots: the free times of the member's counselor, one booking per slot
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const answer = await m.pb.send<{ slots: Slot[] }>('/api/slots', { query: { counselor: m.counselorId, from, to, tz: 'America/Chicago' } });
  const slots = answer.slots;
  out.push(await w('member', 'book from /api/slots', (i) => m.pb.collection('appointments').create({
    member: m.memberId, counselor: m.counselorId, booked_by: m.userId, kind: 'counselor_call', status: 'confirmed', start: slots[i * 3 % Math.max(1, slots.length)]?.start ?? '',
    reason: 'A question about my bill', timezone: 'America/Chicago', title: 'Call with your counselor',
  })));

  const invite = (ctx: RoleContext, i: number, who: string) => ctx.pb.send('/api/invites', {
    method: 'POST',
    body: { circle: m.circleId, email: `${who}.${tag}.${i}@example.com`, name: `Helper ${i}`, relationship: 'friend', access: 'view', scopes: ['profile', 'appointments'], expires_in_days: 30, message: '', consent: true },
  });
  out.push(await w('member', 'invite to a circle', (i) => invite(m, i, 'helper')));
  out.push(await w('stranger', 'invite into another\'s circle (refused)', (i) => invite(r.stranger, i, 'intruder')));

  const e = r.employer;
  out.push(await w('employer', 'import a 1,000-row roster', async (i) => {
    const form = new FormData();
    form.append('employer', e.employerId);
    form.append('apply', 'true');
    form.append('file', rosterCsv(`${tag}${i}`, 1000), 'roster.csv');
    return e.pb.send('/api/roster/import', { method: 'POST', body: form });
  }, rosterTimes));
  return out;
}
