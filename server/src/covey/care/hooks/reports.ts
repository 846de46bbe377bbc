/**
 * Reports (product.md §3.3): the checks the rules cannot word as a person understands them, and the
 * activity of every transition. Rules stay the first gate (skipped transitions fail there); here:
 * - a client create starts clean: no resolution, outcome, savings or rating; the counselor is the
 *   member's assigned one (only staff may name a covering counselor); a coverage must be the member's;
 * - resolving needs a resolution and an outcome; a member reopens only within 14 days; a rating
 *   (1–5) is the member's, once the report is resolved or closed; drafts are the member's until sent;
 * - each status change writes an `updates` row and a `notifications` row for the other side;
 * - a counselor's first visible comment on a sent report counts as the first response.
 */
import type { CoreApp, Queryable, RecordEvent } from '../../../core/core-app.js';
import { nowString, storeDateMs } from '../../../util/dates.js';
import { circleRecipients, counselorRecipient, logUpdate, memberRecipients, notify, type SummaryMsg } from '../../activity.js';
import { authId, findById, patch, reject, role, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { htmlToText as plain } from '../../../util/html-text.js';
import type { StoreRecord } from '../../store/store.js';
import { msg, render, type Msg } from '../../i18n/product-error.js';
import type { MessageId } from '../../i18n/catalog-en.js';

export const REOPEN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const STAFF_ONLY = ['amount_saved', 'resolution', 'outcome'] as const;
const changed = (e: RecordEvent, f: string) =>
  JSON.stringify(e.record.data[f] ?? null) !== JSON.stringify(e.original ? (e.original.data[f] ?? null) : null);
const filled = (v: unknown) => v !== '' && v !== null && v !== undefined && v !== 0;

/** the user id of the report's counselor: a covering counselor first, else the member's assigned one */
async function reportCounselorUser(core: CoreApp, q: Queryable, report: StoreRecord<'reports'>): Promise<string> {
  const covering = report.data.counselor;
  if (covering) {
    const c = await findById(core, q, 'counselors', covering);
    if (c && c.data.user) return c.data.user;
  }
  return counselorRecipient(core, q, report.data.member);
}

async function isStaff(core: CoreApp, e: RecordEventOf<'reports'>): Promise<boolean> {
  if (role(e) !== 'counselor') return false;
  const me = authId(e);
  return (await reportCounselorUser(core, e.q, e.original ?? e.record)) === me || (await counselorRecipient(core, e.q, e.record.data.member)) === me;
}

async function onReportCreate(core: CoreApp, e: RecordEventOf<'reports'>): Promise<void> {
  if (trusted(e)) return;
  const d = e.record.data;
  for (const f of [...STAFF_ONLY, 'satisfaction', 'satisfaction_note'] as const) {
    if (filled(d[f])) reject(e, f, f.startsWith('satisfaction') ? msg('error.report.rate_resolved') : msg('error.appointment.staff_fills'));
  }
  const member = await findById(core, e.q, 'members', d.member);
  if (!member) reject(e, 'member', msg('error.report.choose_person'), 'validation_missing_rel_records');
  if (d.counselor && role(e) !== 'counselor') reject(e, 'counselor', msg('error.member.counselor_assigned'));
  if (!d.counselor) d.counselor = member.data.counselor;
  await checkCoverage(core, e);
}

async function checkCoverage(core: CoreApp, e: RecordEventOf<'reports'>): Promise<void> {
  const id = e.record.data.coverage;
  if (!id || !changed(e, 'coverage')) return;
  const coverage = await findById(core, e.q, 'coverages', id);
  if (!coverage || coverage.data.member !== e.record.data.member) {
    reject(e, 'coverage', msg('error.report.choose_coverage'), 'validation_missing_rel_records');
  }
}

async function onReportUpdate(core: CoreApp, e: RecordEventOf<'reports'>): Promise<void> {
  if (!e.original || trusted(e)) return;
  const d = e.record.data;
  const from = e.original.data.status;
  const to = d.status;
  const staff = await isStaff(core, e);
  if (!staff) {
    for (const f of STAFF_ONLY) if (changed(e, f)) reject(e, f, msg('error.appointment.staff_fills'));
    if (changed(e, 'counselor')) reject(e, 'counselor', msg('error.member.counselor_assigned'));
  }
  if (from === 'draft' && staff) reject(e, 'status', msg('error.report.draft_member'));
  if (changed(e, 'satisfaction') || changed(e, 'satisfaction_note')) {
    if (staff) reject(e, 'satisfaction', msg('error.report.member_rates'));
    if (to !== 'resolved' && to !== 'closed') reject(e, 'satisfaction', msg('error.report.rate_resolved'));
  }
  if (to === 'resolved' && from !== 'resolved') {
    if (!plain(d.resolution)) reject(e, 'resolution', msg('error.reports.describe_how_report_was'), 'validation_required');
    if (!d.outcome) reject(e, 'outcome', msg('error.reports.choose_outcome'), 'validation_required');
  }
  if (from === 'resolved' && to === 'in_review') {
    const at = storeDateMs(e.original.data.resolved_at);
    if (Number.isFinite(at) && Date.now() - at > REOPEN_DAYS * DAY_MS) {
      reject(e, 'status', msg('error.reports.report_reopened_within_reopendays', { reopenDays: REOPEN_DAYS }), 'validation_reopen_window');
    }
  }
  await checkCoverage(core, e);
  if (from !== to) await logTransition(core, e.q, e.record, { from, to, actor: authId(e), staff });
}

const TO_MEMBER: Record<string, MessageId> = {
  in_review: 'notify.report.member.in_review',
  needs_info: 'notify.report.member.needs_info',
  resolved: 'notify.report.member.resolved',
  submitted: 'notify.report.member.submitted',
  closed: 'notify.report.member.closed',
};
const toCounselor = (to: string, from: string): MessageId | undefined =>
  to === 'in_review'
    ? from === 'resolved'
      ? 'notify.report.counselor.reopened'
      : 'notify.report.counselor.info_sent'
    : ({ submitted: 'notify.report.counselor.submitted', withdrawn: 'notify.report.counselor.withdrawn', closed: 'notify.report.counselor.closed' } as const)[to as 'submitted'];
/** a report's status change in the recipient's language ("“Title” is now in review" otherwise) */
const statusNotice = (id: MessageId | undefined, title: string, to: string): Msg => (id ? msg(id, { title }) : msg('notify.report.status', { title, status: to }));
const STATUS_WORDS: Record<string, string> = {
  draft: 'draft', submitted: 'submitted', in_review: 'in review', needs_info: 'needs information', resolved: 'resolved', closed: 'closed', withdrawn: 'withdrawn',
};

/** one `updates` row and one notification for the other side of a report's status change */
export async function logTransition(
  core: CoreApp,
  q: Queryable,
  report: StoreRecord<'reports'>,
  t: { from: string; to: string; actor: string; staff: boolean; summary?: Msg; msg?: SummaryMsg },
): Promise<void> {
  const d = report.data;
  const title = d.title || 'Report';
  const member = d.member;
  const id = d.id;
  const update = await logUpdate(core, q, {
    actor: t.actor,
    member,
    target: 'reports',
    targetId: id,
    action: 'status_changed',
    summary: t.summary ? render('en', t.summary) : `“${title}” is now ${STATUS_WORDS[t.to] ?? t.to}`,
    msg: t.summary ? t.msg : { id: 'report_status', values: { title, status: t.to } },
    data: { from: t.from, to: t.to, amount_saved: t.to === 'resolved' ? d.amount_saved : undefined },
  });
  const link = `/reports/${id}`;
  const updateId = update.data.id;
  if (t.staff || !t.actor) {
    const title2 = statusNotice(TO_MEMBER[t.to], title, t.to);
    // the member's people and the caregivers their circle shares reports with (the title says whose)
    const people = [...(await memberRecipients(core, q, member)), ...(await circleRecipients(core, q, member, 'reports'))];
    for (const user of new Set(people)) {
      await notify(core, q, { user, title: title2, body: t.summary ?? '', link, kind: 'report', update: updateId });
    }
  } else {
    const user = await reportCounselorUser(core, q, report);
    const title2 = statusNotice(toCounselor(t.to, t.from), title, t.to);
    await notify(core, q, { user, title: title2, link, kind: 'report', update: updateId });
  }
}

/** a comment on a report: the counselor's first visible one is the first response; the other side hears of it */
async function onReportComment(core: CoreApp, e: RecordEventOf<'comments'>): Promise<void> {
  const d = e.record.data;
  const reportId = d.report;
  if (!reportId || trusted(e)) return;
  const report = await findById(core, e.q, 'reports', reportId);
  if (!report) return;
  const status = report.data.status;
  const internal = d.internal === true;
  const staff = role(e) === 'counselor';
  if (staff && !internal && status !== 'draft' && !report.data.first_response_at) {
    await patch(core, e.q, report, { first_response_at: nowString() });
  }
  if (internal || status === 'draft') return;
  const title = report.data.title || 'Report';
  const link = `/reports/${reportId}`;
  const body = plain(d.body).slice(0, 300);
  if (staff) {
    for (const user of await memberRecipients(core, e.q, report.data.member)) {
      if (user !== authId(e)) await notify(core, e.q, { user, title: msg('notify.report.counselor_note', { title }), body, link, kind: 'report' });
    }
  } else {
    const user = await reportCounselorUser(core, e.q, report);
    if (user !== authId(e)) await notify(core, e.q, { user, title: msg('notify.report.comment', { title }), body, link, kind: 'report' });
  }
}

export function installReportHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordCreate.add((e) => onReportCreate(core, eventOf(e, 'reports')), on('reports'));
  core.hooks.recordUpdate.add((e) => onReportUpdate(core, eventOf(e, 'reports')), on('reports'));
  core.hooks.recordCreate.add((e) => onReportComment(core, eventOf(e, 'comments')), on('comments'));
}
