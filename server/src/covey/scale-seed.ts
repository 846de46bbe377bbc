/**
 * `covey seed --scale=N` (issue #27): a large fictional dataset for load and privacy work, made
 * through the product's own record service — every record goes through `createRecord` /
 * `updateRecord` with Covey's hooks (sign-up rows, onboarding → counselor chat, chat access,
 * activity log, notices), batched in transactions. At scale 1: 300 employers, 20 broker agencies,
 * 60 counselors, 20,000 members (10 % dependents, some minors), 3,000 circles with 5,000 circle
 * members, 20,000 coverages, 8,000 plans with 40,000 tasks, 6,000 reports, 15,000 appointments,
 * 20,000 chats with 200,000 messages, 30,000 notifications, 5,000 comments.
 * The accounts share one fictional password; its argon2id hash is made once for the whole run
 * (`reuseHashWhileSeeding`). Mail is not sent while seeding (every address is @example.com).
 * Decision 0035 says what is bypassed for speed, and why.
 */
import type { CoreApp, Queryable } from '../core/core-app.js';
import { findRecordByField } from '../core/records/record-queries.js';
import { reuseHashWhileSeeding } from '../core/auth/password.js';
import type { Mailer } from '../mail/mailer.js';
import { addStaff } from './organisations/staff.js';
import { collection, findById, insert, patch, str } from './hooks/context.js';
import { store, type CollectionName } from './store/store.js';
import {
  APPOINTMENT_STATUSES, CARRIERS, CIRCLE_SCOPES, DEPENDENT_SHARE, FIRST, INDUSTRIES, LANGUAGES, LAST, MESSAGE_LINES, PLAN_CATEGORIES,
  PLAN_STATUSES, RELATIONSHIPS, REPORT_KINDS, REPORT_STATUSES, SCALE_PASSWORD, TASK_CATEGORIES, TASK_STATUSES, dayString, rng,
  scaleCounts, type ScaleCounts,
} from './scale-seed-data.js';
import type { StoreRecord } from './store/store.js';

/** a primary member (with an account) or a dependent, as the later phases need them */
interface Person {
  member: string;
  user: string;
  employer: string;
  counselor: string;
  counselorUser: string;
  name: string;
}

/** the accounts the bench signs in as, one per role */
interface ScaleAccounts {
  member: string;
  counselor: string;
  employer: string;
  broker: string;
  caregiver: string;
  /** a member who is in nobody's circle with the member above (the stranger of the refused invite) */
  stranger: string;
}

export interface ScaleResult {
  scale: number;
  planned: ScaleCounts;
  /** rows per collection after seeding */
  counts: Record<string, number>;
  accounts: ScaleAccounts;
  password: string;
  seconds: number;
}

const BATCH = 250;
const emailOf = (kind: string, i: number, width = 5) => `${kind}-${String(i + 1).padStart(width, '0')}@example.com`;

/** runs `fn` over `items` in transactions of `size` */
async function inBatches<T>(core: CoreApp, items: readonly T[], fn: (q: Queryable, item: T, index: number) => Promise<void>, size = BATCH): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await core.db.transaction(async (q) => {
      const end = Math.min(items.length, start + size);
      for (let i = start; i < end; i++) await fn(q, items[i]!, i);
    });
  }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function countRows(core: CoreApp, names: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = await store(core).count(n as CollectionName, '');
  return out;
}

const SCALE_COLLECTIONS = [
  'users', 'employers', 'brokers', 'counselors', 'availability', 'benefit_plans', 'members', 'profiles', 'circles', 'circle_members',
  'coverages', 'plans', 'tasks', 'reports', 'appointments', 'chats', 'messages', 'notifications', 'comments', 'updates',
] as const;

export async function seedScale(core: CoreApp, scale: number, log: (line: string) => void = () => undefined): Promise<ScaleResult> {
  const started = Date.now();
  const n = scaleCounts(scale);
  if (await findRecordByField(core.db, collection(core, 'users'), 'email', emailOf('counselor', 0, 3), true)) {
    throw new Error(`a scale dataset is already loaded here (${emailOf('counselor', 0, 3)} exists): seed into an empty data folder`);
  }
  const release = await reuseHashWhileSeeding(SCALE_PASSWORD);
  const mailer = core.mailer;
  const quiet: Mailer = { send: async () => undefined };
  core.mailer = quiet;
  let t = Date.now();
  let cpu = process.cpuUsage();
  const phase = (what: string, count: number) => {
    const s = (Date.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    log(`  ${what.padEnd(34)} ${String(count).padStart(8)} in ${s.toFixed(1)} s (cpu ${((used.user + used.system) / 1e6).toFixed(1)} s)`);
    t = Date.now();
    cpu = process.cpuUsage();
  };
  try {
    const r = rng(Math.round(scale * 1000) + 27);
    // staff: counselors with weekly availability, broker agencies, employers with plan offerings
    const primaries = n.members - Math.round(n.members * DEPENDENT_SHARE);
    const capacity = Math.ceil((n.members / n.counselors) * 1.25) + 10;
    const counselors: { id: string; user: string }[] = [];
    for (const i of range(n.counselors)) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
      const res = await addStaff(core, { kind: 'counselor', email: emailOf('counselor', i, 3), name, password: SCALE_PASSWORD });
      await core.db.transaction(async (q) => {
        await patch(core, q, res.record, {
          capacity, languages: i % 3 === 0 ? ['en', 'es'] : ['en'], specialties: [r.pick(['billing', 'medical', 'pharmacy', 'enrollment'])],
          bio: 'Helps members understand bills and find care.', timezone: 'America/Chicago', credentials: 'Certified Health Advocate',
        });
        await insert(core, q, 'availability', {
          counselor: res.record.data.id, kind: 'weekly', weekdays: ['1', '2', '3', '4', '5'], start_time: '09:00', end_time: '17:00', timezone: 'America/Chicago',
        });
      });
      counselors.push({ id: res.record.data.id, user: res.user.data.id });
    }
    phase('counselors + availability', n.counselors);
    const brokers: string[] = [];
    for (const i of range(n.brokers)) {
      const res = await addStaff(core, { kind: 'broker', email: emailOf('broker', i, 2), name: `${FIRST[(i + 5) % FIRST.length]} ${LAST[(i + 3) % LAST.length]}`, password: SCALE_PASSWORD, organisation: `${LAST[i % LAST.length]} Benefits Group (fictional)` });
      brokers.push(res.record.data.id);
    }
    phase('broker agencies', n.brokers);
    const employers: { id: string; pool: typeof counselors; plans: string[] }[] = [];
    for (const i of range(n.employers)) {
      const res = await addStaff(core, { kind: 'employer', email: emailOf('employer', i, 3), name: `${FIRST[(i + 11) % FIRST.length]} ${LAST[(i + 17) % LAST.length]}`, password: SCALE_PASSWORD, organisation: `${LAST[i % LAST.length]} ${INDUSTRIES[i % INDUSTRIES.length]} ${i + 1} (fictional)` });
      const pool = [0, 1, 2].map((k) => counselors[(i * 3 + k) % counselors.length]!);
      const plans: string[] = [];
      await core.db.transaction(async (q) => {
        await patch(core, q, res.record, {
          broker: brokers[i % brokers.length], counselors: [...new Set(pool.map((c) => c.id))], status: 'active', industry: INDUSTRIES[i % INDUSTRIES.length],
          size: 50 + r.int(2000), eligibility_domain: `employer${i + 1}.example.com`, plan_year_start: dayString(-330), support_hours: 'Mon–Fri 8am–6pm CT',
        });
        for (const [k, type] of (['medical', 'dental'] as const).entries()) {
          const p = await insert(core, q, 'benefit_plans', {
            employer: res.record.data.id, plan_year: 2026, active: true, network: 'Broad', type, name: `${type === 'medical' ? 'PPO 500' : 'Dental'} ${i + 1}`,
            carrier: CARRIERS[(i + k * 3) % CARRIERS.length], hsa_eligible: false, cost_sharing: type === 'medical' ? { deductible_ind: 500, oop_max_ind: 4000, coinsurance: 20 } : { deductible_ind: 50 },
          });
          plans.push(p.data.id);
        }
      });
      employers.push({ id: res.record.data.id, pool, plans });
    }
    phase('employers + benefit plans', n.employers);

    // members with accounts: sign-up (member + profile rows), then onboarding completed (counselor chat)
    const people: Person[] = [];
    await inBatches(core, range(primaries), async (q, i) => {
      const employer = i < n.employers || r.chance(0.95) ? employers[i % employers.length]! : null;
      const c = employer ? employer.pool[i % employer.pool.length]! : counselors[i % counselors.length]!;
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      const user = await insert(core, q, 'users', {
        email: emailOf('member', i), name, password: SCALE_PASSWORD, passwordConfirm: SCALE_PASSWORD, verified: true, language: r.pick(LANGUAGES),
        ...(employer ? { employer: employer.id } : {}),
      });
      const member = (await findRecordByField(q, collection(core, 'members'), 'user', user.data.id)) as StoreRecord<'members'>;
      const done = i < 10 || r.chance(0.95);
      await patch(core, q, member, {
        ...(employer ? { employer: employer.id, source: 'invite', employee_id: `E${i + 1}`, eligibility_start: dayString(-330) } : {}),
        counselor: c.id, onboarding_step: done ? 'completed' : r.pick(['contact', 'coverage', 'agreement', 'information']),
      });
      const p = await store(core, q).findFirst('profiles', 'member = {:m}', { params: { m: member.data.id } });
      if (p) await patch(core, q, p, { dob: dayString(-365 * (22 + (i % 45)) - (i % 300)), sex: r.pick(['female', 'male', 'unknown']), phone: `+1555${String(1000000 + i).slice(-7)}`, preferred_contact: 'app' });
      people.push({ member: member.data.id, user: user.data.id, employer: employer?.id ?? '', counselor: c.id, counselorUser: c.user, name });
    });
    phase('members with accounts (+ profiles)', primaries);
    // dependents: no account of their own; children under 18 are minors
    const dependents: Person[] = [];
    await inBatches(core, range(n.members - primaries), async (q, i) => {
      const sub = people[(i * 7) % people.length]!;
      const child = i % 3 !== 0;
      const member = await insert(core, q, 'members', {
        first_name: FIRST[(i + 3) % FIRST.length], last_name: sub.name.split(' ')[1], relationship: child ? 'child' : 'spouse', minor: child && i % 2 === 0,
        subscriber: sub.member, employer: sub.employer, counselor: sub.counselor, source: 'invite', status: 'active', onboarding_step: 'completed',
      });
      await insert(core, q, 'profiles', { member: member.data.id, dob: dayString(child ? -365 * (3 + (i % 14)) : -365 * 35), sex: r.pick(['female', 'male']) });
      dependents.push({ ...sub, member: member.data.id, user: '', name: `${FIRST[(i + 3) % FIRST.length]} ${sub.name.split(' ')[1]}` });
    });
    phase('dependents (+ profiles)', n.members - primaries);
    const everyone = [...people, ...dependents];

    // circles: a member shares with other members (caregivers), some invitations still open
    const circles: { id: string; owner: Person }[] = [];
    await inBatches(core, range(n.circles), async (q, i) => {
      const owner = people[i % people.length]!;
      const c = await insert(core, q, 'circles', { owner: owner.user, member: owner.member, name: `${owner.name.split(' ')[0]}'s family`, description: 'The people who help me with my care.' });
      circles.push({ id: c.data.id, owner });
    });
    const caregiverOf = (i: number) => people[(i * 13 + 1 + Math.floor(i / circles.length)) % people.length]!;
    await inBatches(core, range(n.circleMembers), async (q, i) => {
      const circle = circles[i % circles.length]!;
      let cg = caregiverOf(i);
      if (cg.user === circle.owner.user) cg = people[(people.indexOf(cg) + 1) % people.length]!;
      const active = i % 5 !== 4;
      const manage = i % 2 === 0;
      await insert(core, q, 'circle_members', {
        circle: circle.id, email: emailOf('member', people.indexOf(cg)), display_name: cg.name, relationship: RELATIONSHIPS[i % RELATIONSHIPS.length],
        access: manage ? 'manage' : 'view', scopes: manage ? [...CIRCLE_SCOPES] : ['profile', 'coverage', 'plans', 'appointments'],
        ...(active ? { user: cg.user, status: 'active', consented_at: dayString(-30 - (i % 200)) } : { status: 'invited' }),
      });
    });
    phase('circles + circle members', n.circles + n.circleMembers);

    await inBatches(core, range(n.coverages), async (q, i) => {
      const p = everyone[i % everyone.length]!;
      const employer = employers.find((e) => e.id === p.employer);
      const medical = i < everyone.length || i % 2 === 0;
      await insert(core, q, 'coverages', {
        member: p.member, relationship: p.user ? 'self' : 'child', benefit_plan: employer ? employer.plans[medical ? 0 : 1] : '', type: medical ? 'medical' : 'dental',
        carrier: CARRIERS[i % CARRIERS.length], plan_name: medical ? 'PPO 500' : 'Dental', member_id: `LKH${1_000_000 + i}`, group_number: `GRP-${(i % 300) + 1}`,
        status: 'active', primary: medical, source: 'member', effective_start: dayString(-330), accumulators: { deductible_met: (i * 37) % 500, oop_met: (i * 53) % 4000 },
      });
    });
    phase('coverages', n.coverages);

    // plans with their tasks, by the member's counselor
    const plans: { id: string; p: Person }[] = [];
    await inBatches(core, range(n.plans), async (q, i) => {
      const p = people[i % people.length]!;
      const plan = await insert(core, q, 'plans', {
        member: p.member, title: `Plan ${i + 1}: ${PLAN_CATEGORIES[i % PLAN_CATEGORIES.length]!.replace('_', ' ')}`, goal: '<p>Get the care you need at a fair price.</p>',
        category: PLAN_CATEGORIES[i % PLAN_CATEGORIES.length], status: PLAN_STATUSES[i % PLAN_STATUSES.length], created_by: p.counselorUser, counselor: p.counselor,
        start: dayString(-60 + (i % 50)), target_date: dayString(30 + (i % 60)),
      });
      plans.push({ id: plan.data.id, p });
    });
    phase('plans', n.plans);
    await inBatches(core, range(n.tasks), async (q, i) => {
      const { id, p } = plans[i % plans.length]!;
      const status = TASK_STATUSES[i % TASK_STATUSES.length];
      await insert(core, q, 'tasks', {
        member: p.member, plan: id, title: `Step ${Math.floor(i / plans.length) + 1}: ${TASK_CATEGORIES[i % TASK_CATEGORIES.length]!.replace('_', ' ')}`,
        status, priority: i % 9 === 0 ? 'high' : 'normal', category: TASK_CATEGORIES[i % TASK_CATEGORIES.length], assignee: i % 2 ? p.user : p.counselorUser,
        created_by: p.counselorUser, due: dayString(-10 + (i % 40)), source: 'counselor', ...(status === 'done' ? { completed_at: dayString(-(i % 20)) } : {}),
      });
    });
    phase('tasks', n.tasks);

    const reports: { id: string; p: Person }[] = [];
    await inBatches(core, range(n.reports), async (q, i) => {
      const p = people[(i * 3) % people.length]!;
      const status = REPORT_STATUSES[i % REPORT_STATUSES.length]!;
      const resolved = status === 'resolved' || status === 'closed';
      const rep = await insert(core, q, 'reports', {
        member: p.member, kind: REPORT_KINDS[i % REPORT_KINDS.length], title: `${REPORT_KINDS[i % REPORT_KINDS.length]!.replace('_', ' ')} #${i + 1}`,
        description: '<p>The bill is higher than I expected.</p>', provider_name: `Clinic ${(i % 90) + 1} (fictional)`, service_date: dayString(-(i % 200)),
        amount_billed: 100 + (i % 40) * 25, amount_expected: 80 + (i % 30) * 10, counselor: p.counselor, priority: i % 10 === 0 ? 'urgent' : 'normal', status,
        ...(status !== 'draft' ? { submitted_at: dayString(-(i % 200) + 1) } : {}),
        ...(resolved ? { resolved_at: dayString(-(i % 100)), outcome: 'corrected', resolution: '<p>The claim was reprocessed.</p>', amount_saved: (i % 20) * 15 } : {}),
      });
      reports.push({ id: rep.data.id, p });
    });
    phase('reports', n.reports);

    // appointments: each counselor's calendar, past and upcoming, one slot at a time (no overlaps)
    const perCounselor = new Map<string, number>();
    await inBatches(core, range(n.appointments), async (q, i) => {
      const p = everyone[(i * 11) % everyone.length]!;
      const k = perCounselor.get(p.counselor) ?? 0;
      perCounselor.set(p.counselor, k + 1);
      const day = -150 + Math.floor(k / 3);
      const hour = 14 + (k % 3) * 2;
      const upcoming = day >= 0;
      const status = upcoming ? (k % 4 === 0 ? 'requested' : 'confirmed') : APPOINTMENT_STATUSES[k % APPOINTMENT_STATUSES.length]!;
      await insert(core, q, 'appointments', {
        member: p.member, counselor: p.counselor, kind: k % 5 === 0 ? 'counselor_video' : 'counselor_call', title: 'Call with your counselor',
        reason: 'Questions about a bill', start: dayString(day, hour), end: dayString(day, hour, 30), timezone: 'America/Chicago',
        status: upcoming && status !== 'requested' && status !== 'confirmed' ? 'confirmed' : status, booked_by: p.user || p.counselorUser,
      });
    });
    phase('appointments', n.appointments);

    // chats: the counselor chats onboarding opened, then assistant chats up to the target
    const chatRows = (await store(core).list('chats', '', { sort: '+id' })).map((c) => c.data);
    const byMember = new Map(people.map((p) => [p.member, p]));
    const chats = chatRows.map((c) => ({ id: c.id, p: byMember.get(c.member) })).filter((c): c is { id: string; p: Person } => !!c.p);
    await inBatches(core, range(Math.max(0, n.chats - chats.length)), async (q, i) => {
      const p = people[i % people.length]!;
      const chat = await insert(core, q, 'chats', { member: p.member, kind: 'assistant', title: 'Questions about my plan', status: 'open' });
      chats.push({ id: chat.data.id, p });
    });
    phase('chats', Math.max(chats.length, n.chats));
    await inBatches(core, range(n.messages), async (q, i) => {
      const { id, p } = chats[i % chats.length]!;
      const k = Math.floor(i / chats.length);
      const fromMember = k % 2 === 0;
      await insert(core, q, 'messages', {
        chat: id, sender: fromMember ? p.user : p.counselorUser, role: fromMember ? 'member' : 'counselor', body: MESSAGE_LINES[(i + k) % MESSAGE_LINES.length], kind: 'text',
      });
    }, 1000);
    phase('messages', n.messages);

    await inBatches(core, range(n.comments), async (q, i) => {
      const onPlan = i % 2 === 0;
      const { id, p } = onPlan ? plans[i % plans.length]! : reports[i % reports.length]!;
      await insert(core, q, 'comments', {
        member: p.member, ...(onPlan ? { plan: id } : { report: id }), author: i % 3 ? p.counselorUser : p.user, body: '<p>Thanks, I will follow up this week.</p>', internal: i % 7 === 0 && i % 3 !== 0,
      });
    });
    phase('comments', n.comments);
    // the hooks above left their own notices; general ones fill up to the target
    const noticed = (await countRows(core, ['notifications']))['notifications'] ?? 0;
    await inBatches(core, range(Math.max(0, n.notifications - noticed)), async (q, i) => {
      const p = people[i % people.length]!;
      await insert(core, q, 'notifications', {
        user: i % 4 ? p.user : p.counselorUser, title: 'Your counselor sent an update', body: 'Open Covey to see it.', link: '/plans', kind: i % 2 ? 'plan' : 'message',
        read: i % 3 === 0, channels: ['in_app'], sent_at: dayString(-(i % 60)),
      });
    }, 1000);
    phase('notifications', n.notifications);

    const accounts = await pickAccounts(core, people, circles.map((c) => c.owner));
    return { scale, planned: n, counts: await countRows(core, SCALE_COLLECTIONS), accounts, password: SCALE_PASSWORD, seconds: (Date.now() - started) / 1000 };
  } finally {
    core.mailer = mailer;
    release();
  }
}

/** emails per role for the bench: a member with plans, reports and a circle, that member's counselor, … */
async function pickAccounts(core: CoreApp, people: Person[], owners: Person[]): Promise<ScaleAccounts> {
  const q = core.db;
  const email = async (userId: string) => str((await findById(core, q, 'users', userId))?.data.email);
  const owner = owners[0]!;
  // the member's own counselor (every caseload is about the same size: members / counselors)
  const counselor = await findById(core, q, 'counselors', owner.counselor);
  const inOwnersCircles = await store(core, q).list('circle_members', 'circle.member = {:m}', { params: { m: owner.member } });
  const caregiver = inOwnersCircles.map((x) => x.data).find((x) => x.status === 'active' && x.user);
  const inCircle = new Set(inOwnersCircles.map((x) => x.data.user));
  const stranger = people.find((p) => p.user !== owner.user && !inCircle.has(p.user) && p.employer !== owner.employer) ?? people[people.length - 1]!;
  return {
    member: await email(owner.user),
    counselor: counselor ? await email(counselor.data.user) : emailOf('counselor', 0, 3),
    employer: emailOf('employer', 0, 3),
    broker: emailOf('broker', 0, 2),
    caregiver: caregiver ? await email(caregiver.user) : '',
    stranger: await email(stranger.user),
  };
}
