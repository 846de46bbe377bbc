/**
 * `covey seed --demo`: a realistic, clearly fictional dataset (every email @example.com, every
 * person invented): the employer "Acme Foods" with its plan offerings, a broker agency, three
 * counselors with weekly availability, seven members — one at each onboarding step — with
 * coverages, the agreements signed by those past the agreement step (at the current versions, so
 * the guard sends nobody back to sign), conversations for those who finished, and a `demo` account.
 * The medical plans carry their SBC PDFs (demo-sbc.ts); the two members who finished onboarding
 * get plans, tasks, reports, calls, files and notices, and Alex Rivera a minor child and a care
 * circle with the caregiver Jordan Rivera (demo-seed-care.ts). Dates are relative to now.
 * All accounts share one password.
 */
import type { CoreApp } from '../core/core-app.js';
import { findRecordByField } from '../core/records/record-queries.js';
import { addStaff } from './organisations/staff.js';
import { collection, findById, insert, patch } from './hooks/context.js';
import { membersOnboardingStepValues } from '../generated/schema.js';
import { REQUIRED_AGREEMENTS } from './account/agreement-versions.js';
import { attachSbc, seedAlex, seedSofia, type DemoPerson } from './demo-seed-care.js';
import { demoSbc, demoSbcPdf } from './demo-sbc.js';
import { nowString } from '../util/dates.js';
import { store } from './store/store.js';
import type { StoreRecord } from './store/store.js';

export const DEMO_PASSWORD = 'covey-demo-2024';
/** `primary`: the one account per role printed first (each lands on its role's home) */
export interface DemoAccount { role: string; email: string; name: string; note: string; primary?: boolean }

const COUNSELORS = [
  { email: 'maria.lopez@example.com', name: 'Maria Lopez', languages: ['en', 'es'], specialties: ['billing', 'medical'], bio: 'Ten years untangling medical bills.' },
  { email: 'james.chen@example.com', name: 'James Chen', languages: ['en', 'zh'], specialties: ['pharmacy', 'enrollment'], bio: 'Former pharmacy benefits analyst.' },
  { email: 'aisha.okafor@example.com', name: 'Aisha Okafor', languages: ['en', 'fr'], specialties: ['maternity', 'mental_health'], bio: 'Helps families find in-network care.' },
];
const MEMBERS = [
  { name: 'Alex Rivera', step: 'completed', language: 'en' },
  { name: 'Sofia Martinez', step: 'completed', language: 'es' },
  { name: 'Liam Nguyen', step: 'information', language: 'en' },
  { name: 'Grace Kim', step: 'agreement', language: 'en' },
  { name: 'Omar Haddad', step: 'coverage', language: 'en' },
  { name: 'Ruth Baptiste', step: 'contact', language: 'en' },
  { name: 'Noah Fischer', step: 'guide', language: 'en' },
];
const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

export async function seedDemo(core: CoreApp): Promise<DemoAccount[]> {
  const users = collection(core, 'users');
  if (await findRecordByField(core.db, users, 'email', 'hr.admin@example.com', true)) {
    throw new Error('the demo data is already loaded (hr.admin@example.com exists)');
  }
  const q = core.db;
  const accounts: DemoAccount[] = [];
  // dates follow the calendar: this plan year, eligibility from its first day, figures as of today
  const year = new Date().getUTCFullYear();
  const yearStart = `${year}-01-01 00:00:00.000Z`;
  const today = nowString().slice(0, 10);
  const broker = await addStaff(core, { kind: 'broker', email: 'dana.brooks@example.com', name: 'Dana Brooks', password: DEMO_PASSWORD, organisation: 'Harbor Benefits Group (fictional)' });
  accounts.push({ role: 'broker', email: 'dana.brooks@example.com', name: 'Dana Brooks', note: 'Harbor Benefits Group', primary: true });
  const counselors: StoreRecord<'counselors'>[] = [];
  for (const c of COUNSELORS) {
    const res = await addStaff(core, { kind: 'counselor', email: c.email, name: c.name, password: DEMO_PASSWORD });
    counselors.push(await patch(core, q, res.record as StoreRecord<'counselors'>, {
      languages: c.languages, specialties: c.specialties, bio: c.bio, timezone: 'America/Chicago', credentials: 'Certified Health Advocate',
      meeting_url: `https://meet.example.com/${c.name.toLowerCase().replace(/\s+/g, '-')}`,
    }));
    await insert(core, q, 'availability', { counselor: res.record.data.id, kind: 'weekly', weekdays: ['1', '2', '3', '4', '5'], start_time: '09:00', end_time: '17:00', timezone: 'America/Chicago' });
    await insert(core, q, 'availability', { counselor: res.record.data.id, kind: 'block', date: '2030-12-25 00:00:00.000Z', note: 'Holiday' });
    accounts.push({ role: 'counselor', email: c.email, name: c.name, note: c.languages.join('/'), primary: counselors.length === 1 });
  }
  const hr = await addStaff(core, { kind: 'employer', email: 'hr.admin@example.com', name: 'Pat Morgan', password: DEMO_PASSWORD, organisation: 'Acme Foods' });
  const acme = await patch(core, q, hr.record, {
    broker: broker.record.data.id, counselors: counselors.map((c) => c.data.id), status: 'active', industry: 'Food manufacturing',
    size: 420, eligibility_domain: 'acmefoods.example.com', plan_year_start: yearStart, support_hours: 'Mon–Fri 8am–6pm CT',
  });
  accounts.push({ role: 'employer', email: 'hr.admin@example.com', name: 'Pat Morgan', note: 'Acme Foods HR admin', primary: true });
  const E = acme.data.id;
  const plans = [
    { name: 'Acme HDHP + HSA', type: 'medical', carrier: 'Lakeshore Health (fictional)', hsa_eligible: true, cost_sharing: { deductible_ind: 3000, oop_max_ind: 6500, coinsurance: 20 } },
    { name: 'Acme PPO 500', type: 'medical', carrier: 'Lakeshore Health (fictional)', hsa_eligible: false, cost_sharing: { deductible_ind: 500, oop_max_ind: 4000, coinsurance: 20 } },
    { name: 'Acme Dental', type: 'dental', carrier: 'BrightSmile Dental (fictional)', hsa_eligible: false, cost_sharing: { deductible_ind: 50 } },
    { name: 'Acme Vision', type: 'vision', carrier: 'ClearView (fictional)', hsa_eligible: false, cost_sharing: {} },
  ];
  const offerings: StoreRecord<'benefit_plans'>[] = [];
  for (const p of plans) {
    const row = await insert(core, q, 'benefit_plans', { employer: E, plan_year: year, active: true, network: 'Broad', ...p });
    const doc = demoSbc(p.name, year);
    // the plan's own Summary of Benefits and Coverage: the assistant answers members from it
    if (doc) await attachSbc(core, row, await demoSbcPdf(doc));
    offerings.push(row);
  }
  const finished: DemoPerson[] = [];
  for (const [i, m] of MEMBERS.entries()) {
    const email = emailOf(m.name);
    const user = await insert(core, q, 'users', { email, name: m.name, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true, language: m.language });
    await patch(core, q, user, { employer: E });
    const member = (await findRecordByField(q, collection(core, 'members'), 'user', user.data.id)) as StoreRecord<'members'> | null;
    if (!member) throw new Error(`no member row for ${email}`);
    const steps: readonly string[] = membersOnboardingStepValues;
    const upTo = steps.indexOf(m.step);
    await patch(core, q, member, { employer: E, source: 'invite', employee_id: `AF-${1001 + i}`, eligibility_start: yearStart });
    if (upTo > steps.indexOf('coverage')) {
      await insert(core, q, 'coverages', {
        member: member.data.id, relationship: 'self', benefit_plan: offerings[i % 2]!.data.id, type: 'medical', carrier: 'Lakeshore Health (fictional)',
        plan_name: offerings[i % 2]!.data.name, member_id: `LKH${900000 + i}`, group_number: `ACME-${year}`, status: 'active', primary: true, source: 'member',
        effective_start: yearStart, accumulators: { deductible_met: 400 + i * 150, oop_met: 600 + i * 200, as_of: today },
      });
    }
    // past the agreement step: the documents were signed there, at their current versions
    if (upTo > steps.indexOf('agreement')) {
      for (const [document, version] of Object.entries(REQUIRED_AGREEMENTS)) {
        await insert(core, q, 'agreements', {
          user: user.data.id, member: member.data.id, document, version, action: 'accepted', signature_name: m.name, user_agent: 'covey seed --demo',
        });
      }
    }
    const fresh = (await findById(core, q, 'members', member.data.id))!;
    await patch(core, q, fresh, { onboarding_step: m.step });
    const done = m.step === 'completed';
    accounts.push({ role: 'member', email, name: m.name, note: done ? 'onboarding done: the member home' : `onboarding: at the ${m.step} step`, primary: i === 0 });
    if (m.step === 'completed') {
      await converse(core, member.data.id, user.data.id, m.name);
      finished.push({ user, member: (await findById(core, q, 'members', member.data.id))! });
    }
  }
  const jordanEmail = 'jordan.rivera@example.com';
  await seedAlex(core, finished[0]!, jordanEmail, DEMO_PASSWORD);
  accounts.push({ role: 'caregiver', email: jordanEmail, name: 'Jordan Rivera', note: "in Alex Rivera's care circle (manage)", primary: true });
  await seedSofia(core, finished[1]!);
  await insert(core, q, 'users', { email: 'demo@example.com', name: 'Demo Visitor', password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, verified: true, role: 'demo' });
  accounts.push({ role: 'demo', email: 'demo@example.com', name: 'Demo Visitor', note: 'the /demo sandbox (fixture data, nothing saved)', primary: true });
  await insert(core, q, 'posts', {
    author: hr.user.data.id, author_name: 'Pat Morgan', kind: 'announcement', title: `Review your ${year + 1} benefits with your counselor`, body: '<p>Review your options with your counselor.</p>',
    audience: ['member'], employer: E, published: true, published_at: nowString(), pinned: true,
  });
  return accounts;
}

async function converse(core: CoreApp, memberId: string, userId: string, name: string): Promise<void> {
  const q = core.db;
  const chat = await store(core, q).findFirst('chats', 'member = {:memberId} && kind = "counselor"', { params: { memberId } });
  if (!chat) return;
  const counselorUser = (chat.data.participants as string[]).find((p) => p !== userId) ?? '';
  const first = name.split(' ')[0];
  const lines: [string, string, string][] = [
    [userId, 'member', 'Hi! I got a $1,240 bill for an MRI. Is that right?'],
    [counselorUser, 'counselor', `Hi ${first}, thanks for sending it. I'll compare it with your plan's imaging coverage and call the provider.`],
    [counselorUser, 'counselor', 'Good news: the claim was coded as out-of-network by mistake. The corrected amount should be $310.'],
  ];
  for (const [sender, role, body] of lines) await insert(core, q, 'messages', { chat: chat.data.id, sender, role, body, kind: 'text' });
}
