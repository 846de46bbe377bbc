/**
 * The lived-in part of `covey seed --demo` (issue 29 part 5): for the two members who finished
 * onboarding, a plan in progress with tasks, an open report, an upcoming call with a join link, a
 * file and unread notifications; Alex Rivera also has a minor child (Mia) and a care circle whose
 * caregiver (Jordan Rivera) accepted the invitation through the same code as the accept route, so
 * Jordan's account is a caregiver account. Every date is relative to now.
 */
import type { CoreApp } from '../core/core-app.js';
import type { RecordModel } from '../core/records/record.js';
import { createRecord, updateRecord } from '../core/records/record-upsert.js';
import { formatDate } from '../util/dates.js';
import { notify } from './activity.js';
import { acceptInvite } from './circles/routes/invites.js';
import { demoSbcPdf } from './demo-sbc.js';
import { collection, findById, insert, str, systemRequest } from './hooks/context.js';
import { CIRCLE_CONSENT_VERSION } from './circles/circle-consent.js';
import { REQUIRED_AGREEMENTS } from './account/agreement-versions.js';
import { store } from './store/store.js';
import type { StoreRecord } from './store/store.js';

const DAY = 86_400_000;
/** a date `days` from now at `hour`:00 UTC, in the store's layout */
const daysAhead = (days: number, hour = 15): string => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return formatDate(d);
};

/** the next weekday at least `days` ahead (counselors work Monday to Friday) */
function weekdayAhead(days: number, hour: number): string {
  let n = days;
  while ([0, 6].includes(new Date(Date.now() + n * DAY).getUTCDay())) n++;
  return daysAhead(n, hour);
}

export interface DemoPerson {
  user: StoreRecord<'users'>;
  member: StoreRecord<'members'>;
}

/** a record with one uploaded file, written through the record store (hooks, validation) */
async function insertWithFile(core: CoreApp, name: string, body: Record<string, unknown>, field: string, filename: string, data: Buffer): Promise<RecordModel> {
  return createRecord(core, {
    collection: collection(core, name), body, files: [{ field, filename, data }], req: systemRequest(core), isSuperuser: true, skipRule: true,
  });
}

async function seedPlan(core: CoreApp, p: DemoPerson, counselorUser: string, plan: { title: string; goal: string; category: string }, tasks: [string, string, string][]) {
  const q = core.db;
  const m = p.member.data;
  const row = await insert(core, q, 'plans', {
    member: m.id, title: plan.title, goal: plan.goal, category: plan.category, status: 'active', created_by: counselorUser,
    counselor: m.counselor, start: daysAhead(-6), target_date: daysAhead(24), accepted_at: daysAhead(-5),
  });
  for (const [i, [title, status, category]] of tasks.entries()) {
    await insert(core, q, 'tasks', {
      member: m.id, plan: row.data.id, title, status, priority: i === 1 ? 'high' : 'normal', category, source: 'counselor',
      created_by: counselorUser, due: daysAhead(2 + i * 4),
    });
  }
  return row;
}

async function seedCall(core: CoreApp, p: DemoPerson, attendees: string[]) {
  const q = core.db;
  const m = p.member.data;
  const counselor = await findById(core, q, 'counselors', m.counselor);
  const start = weekdayAhead(3, 16);
  return insert(core, q, 'appointments', {
    member: m.id, counselor: m.counselor, kind: 'counselor_video', title: `Video call with ${str(counselor?.data.display_name) || 'your counselor'}`,
    reason: 'Go over the plan before the surgery', start, end: formatDate(new Date(Date.parse(start.replace(' ', 'T')) + 30 * 60_000)),
    timezone: 'America/Chicago', meeting_url: str(counselor?.data.meeting_url), status: 'confirmed', booked_by: p.user.data.id, attendees,
  });
}

async function seedReport(core: CoreApp, p: DemoPerson, r: { title: string; description: string; provider: string; billed: number; expected: number; status: string }) {
  return insert(core, core.db, 'reports', {
    member: p.member.data.id, kind: 'bill_review', title: r.title, description: r.description, provider_name: r.provider,
    service_date: daysAhead(-20, 12), amount_billed: r.billed, amount_expected: r.expected, counselor: p.member.data.counselor,
    priority: 'normal', status: r.status, submitted_at: daysAhead(-4),
  });
}

async function letterPdf(title: string, lines: string[]): Promise<Buffer> {
  return demoSbcPdf({ title, pages: [{ heading: title, lines }] });
}

/** Alex: surgery plan, report, call with Jordan attending, file, minor child, circle with Jordan */
export async function seedAlex(core: CoreApp, alex: DemoPerson, jordanEmail: string, password: string): Promise<RecordModel> {
  const q = core.db;
  const counselor = await findById(core, q, 'counselors', alex.member.data.counselor);
  const counselorUser = str(counselor?.data.user);
  const plan = await seedPlan(core, alex, counselorUser, { title: 'Prepare for surgery', goal: 'Knee surgery covered in-network with no surprise bills', category: 'procedure' }, [
    ['Confirm the surgeon is in-network', 'done', 'call'],
    ['Get the pre-authorization approved', 'in_progress', 'document'],
    ['Book physical therapy for after surgery', 'todo', 'appointment'],
    ['Check the hospital estimate against the plan', 'todo', 'billing'],
  ]);
  const report = await seedReport(core, alex, {
    title: 'MRI bill looks too high', description: 'The imaging centre billed $1,240 for a knee MRI; the plan estimate was about $310.',
    provider: 'Lakeside Imaging (fictional)', billed: 1240, expected: 310, status: 'in_review',
  });
  await insertWithFile(core, 'files', { owner: alex.user.data.id, member: alex.member.data.id, title: 'Pre-authorization letter', kind: 'letter', shared_with_counselor: true }, 'file', 'pre-authorization-letter.pdf',
    await letterPdf('Pre-authorization request received', [
      'Lakeshore Health (fictional) received the request for a knee arthroscopy for Alex Rivera.',
      'A decision is due within 15 days. No action is needed from you yet.',
    ]));
  // Mia, Alex's daughter (8): a minor dependent Alex manages without a circle
  const mia = await insert(core, q, 'members', {
    first_name: 'Mia', last_name: 'Rivera', subscriber: alex.member.data.id, relationship: 'child', employer: alex.member.data.employer,
    source: 'invite', status: 'active', onboarding_step: 'completed', counselor: alex.member.data.counselor,
  });
  await insert(core, q, 'profiles', { member: mia.data.id, dob: daysAhead(-8 * 365 - 40, 0) });
  await insert(core, q, 'tasks', {
    member: mia.data.id, title: "Book Mia's yearly check-up", status: 'todo', priority: 'normal', category: 'appointment', source: 'member',
    created_by: alex.user.data.id, due: daysAhead(14),
  });
  // the circle: Alex invites Jordan (consent signed), Jordan signs up and accepts
  const circle = await insert(core, q, 'circles', { owner: alex.user.data.id, member: alex.member.data.id, name: "Alex's care team", active: true });
  await insert(core, q, 'agreements', {
    user: alex.user.data.id, member: alex.member.data.id, document: 'circle_consent', version: CIRCLE_CONSENT_VERSION, action: 'accepted', signature_name: 'Alex Rivera',
    circle: circle.data.id, user_agent: 'covey seed --demo',
  });
  const invite = await insert(core, q, 'invites', {
    kind: 'circle', email: jordanEmail, name: 'Jordan Rivera', inviter: alex.user.data.id, circle: circle.data.id, relationship: 'spouse_partner',
    access: 'manage', scopes: ['profile', 'coverage', 'plans', 'appointments', 'reports', 'files'], expires_in_days: 548, status: 'pending',
  });
  const jordan = await insert(core, q, 'users', { email: jordanEmail, name: 'Jordan Rivera', password, passwordConfirm: password, verified: true, language: 'en' });
  await acceptInvite(core, invite, jordan.data);
  // Jordan signed the required agreements on first sign-in (the guard asks every account)
  const jordanMember = await store(core, q).findFirst('members', 'user = {:u}', { params: { u: jordan.data.id } });
  for (const [document, version] of Object.entries(REQUIRED_AGREEMENTS)) {
    await insert(core, q, 'agreements', {
      user: jordan.data.id, member: jordanMember?.data.id ?? '', document, version, action: 'accepted', signature_name: 'Jordan Rivera', user_agent: 'covey seed --demo',
    });
  }
  const call = await seedCall(core, alex, [jordan.data.id]);
  await notify(core, q, { user: alex.user.data.id, title: `Your video call is confirmed`, link: `/appointments/${call.data.id}`, kind: 'appointment' });
  await notify(core, q, { user: alex.user.data.id, title: 'Your counselor is reviewing the MRI bill', link: `/reports/${report.data.id}`, kind: 'report' });
  await notify(core, q, { user: jordan.data.id, title: "Alex Rivera's plan: Prepare for surgery has 3 open tasks", link: `/plans/${plan.data.id}`, kind: 'plan' });
  await notify(core, q, { user: jordan.data.id, title: "Alex Rivera's video call is coming up", link: `/appointments/${call.data.id}`, kind: 'appointment' });
  return jordan;
}

/** Sofia: a billing plan with tasks, a report waiting for her, a call, a file, notices */
export async function seedSofia(core: CoreApp, sofia: DemoPerson): Promise<void> {
  const q = core.db;
  const counselor = await findById(core, q, 'counselors', sofia.member.data.counselor);
  const plan = await seedPlan(core, sofia, str(counselor?.data.user), { title: 'Sort out the emergency room bill', goal: 'Pay only what the plan says is owed', category: 'billing' }, [
    ['Send the itemised bill to your counselor', 'done', 'document'],
    ['Call the hospital billing office', 'todo', 'call'],
    ['Check the explanation of benefits', 'todo', 'billing'],
  ]);
  const report = await seedReport(core, sofia, {
    title: 'Emergency room bill', description: 'Billed as out-of-network although the hospital is in the Lakeshore network.',
    provider: 'Northside Hospital (fictional)', billed: 2860, expected: 450, status: 'needs_info',
  });
  const call = await seedCall(core, sofia, []);
  await insertWithFile(core, 'files', { owner: sofia.user.data.id, member: sofia.member.data.id, title: 'Emergency room bill', kind: 'bill', shared_with_counselor: true }, 'file', 'er-bill.pdf',
    await letterPdf('Northside Hospital (fictional) - statement', ['Emergency department visit. Amount due: $2,860.00.', 'Questions? Call 1-800-555-0110.']));
  await notify(core, q, { user: sofia.user.data.id, title: 'Your counselor needs one more document for the ER bill', link: `/reports/${report.data.id}`, kind: 'report' });
  await notify(core, q, { user: sofia.user.data.id, title: 'Your video call is confirmed', link: `/appointments/${call.data.id}`, kind: 'appointment' });
  await notify(core, q, { user: sofia.user.data.id, title: 'New plan: Sort out the emergency room bill', link: `/plans/${plan.data.id}`, kind: 'plan' });
}

/** attaches the generated SBC PDF to a benefit plan (`sbc` field), through the record store */
export async function attachSbc(core: CoreApp, plan: StoreRecord<'benefit_plans'>, pdf: Buffer): Promise<void> {
  await updateRecord(core, plan, {
    collection: plan.collection, body: {}, files: [{ field: 'sbc', filename: `${plan.data.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-sbc.pdf`, data: pdf }],
    req: systemRequest(core), isSuperuser: true, skipRule: true,
  });
}
