/**
 * The activity log and notices that every area writes from its hooks (never from clients):
 * an `updates` row (product.md §3.4) and, for the other side, a `notifications` row, optionally
 * mailed. One place, so plans, reports, appointments, circles… word and shape them alike.
 */
import type { CoreApp, Queryable } from '../core/core-app.js';
import { nowString } from '../util/dates.js';
import { findById, insert, str } from './hooks/context.js';
import { isMinorNow } from './account/age.js';
import { mailConfigured } from '../core/auth/auth-mail.js';
import { readPrefs, wantsEmail, wantsInApp } from './notifications/notify-prefs.js';
import { whoseTitle } from './notifications/whose-title.js';
import { store } from './store/store.js';
import type { StoreRecord } from './store/store.js';
import { render, type Msg } from './i18n/product-error.js';
import { recipientLocale } from './i18n/negotiate.js';
import { t, type Locale } from './i18n/t.js';

type UpdateAction =
  | 'created' | 'updated' | 'status_changed' | 'assigned' | 'commented' | 'shared' | 'revoked' | 'uploaded' | 'viewed' | 'viewed_by_support' | 'impersonated';

type UpdateTarget =
  | 'plans' | 'tasks' | 'reports' | 'appointments' | 'coverages' | 'files' | 'circles' | 'circle_members' | 'invites' | 'suggestions' | 'members' | 'chats';

/**
 * the kinds of activity sentence a reader's screen can word in their own language (web catalog
 * `activity.summary.<key>`); `summary` stays the English text for search, exports and older rows
 */
type SummaryKey =
  | 'plan_created' | 'plan_created_from_template' | 'plan_status'
  | 'task_added' | 'task_assigned' | 'task_status' | 'task_reminder'
  | 'comment' | 'internal_note'
  | 'report_status' | 'report_auto_closed' | 'report_opened_from_chat'
  | 'suggestion_accepted' | 'counselor_changed' | 'counselor_changed_unnamed' | 'counselor_unassigned'
  | 'dependent_added' | 'dependent_added_unnamed'
  | 'assistant_helpful' | 'assistant_not_helpful' | 'assistant_handoff' | 'support_viewed'
  | 'circle_viewed' | 'circle_invite_accepted' | 'circle_invite_declined' | 'circle_invite_withdrawn'
  | 'circle_access_ended' | 'circle_left' | 'circle_access_expired' | 'circle_invited' | 'circle_access_changed';

/** a stable key and the RAW values of the sentence (names, titles, status values: what `summary` already says) */
export interface SummaryMsg {
  id: SummaryKey;
  values?: Record<string, string | number>;
}

export interface UpdateInput {
  /** user id of who did it; '' for the system (crons) */
  actor: string;
  /** members id whose record it is ('' when none) */
  member: string;
  target: UpdateTarget;
  targetId: string;
  action: UpdateAction;
  summary: string;
  /** stored as `data.summary_msg` so each reader's screen words the row in their language */
  msg?: SummaryMsg;
  data?: Record<string, unknown>;
  /** 'member' (default): the member and their carers see it; 'staff': counselors only */
  visibility?: 'member' | 'staff';
}

/** writes one `updates` row inside the caller's transaction */
export async function logUpdate(core: CoreApp, q: Queryable, input: UpdateInput): Promise<StoreRecord<'updates'>> {
  const actor = input.actor ? await findById(core, q, 'users', input.actor) : null;
  return insert(core, q, 'updates', {
    actor: input.actor,
    actor_name: actor ? actor.data.name : 'Covey',
    member: input.member,
    target_collection: input.target,
    target_id: input.targetId,
    action: input.action,
    summary: input.summary.slice(0, 500),
    data: input.msg ? { ...input.data, summary_msg: { id: input.msg.id, values: input.msg.values ?? {} } } : (input.data ?? {}),
    visibility: input.visibility ?? 'member',
  });
}

export type NoticeKind = 'message' | 'appointment' | 'task' | 'report' | 'invite' | 'suggestion' | 'plan' | 'post' | 'system';

type NoticeText = string | Msg | ((locale: Locale) => string);

export interface NoticeInput {
  /** recipient user id; nothing is written when empty */
  user: string;
  /**
   * a catalog message is written in the recipient's language (users.language); a string as it is; a
   * function words it for the recipient's locale (when values such as a date need that locale too)
   */
  title: NoticeText;
  body?: NoticeText;
  /** app path, e.g. `/reports/abc` */
  link: string;
  kind: NoticeKind;
  update?: string;
  /** members id the notice is about (else read from `update`); names it when it is not the recipient's own */
  member?: string;
  /** the caller mails this notice itself (an appointment reminder with its `.ics`): not for the digest */
  mailedSeparately?: boolean;
}

/**
 * writes one `notifications` row inside the caller's transaction (skips an empty recipient), following
 * the recipient's preferences: shown in the app unless they turned that kind off (then it is stored
 * read, only for the digest), and marked for the email digest when mail is configured and they want
 * that kind by email. A notice about a member who is not the recipient (a caregiver's, a counselor's)
 * carries that member's name. Nothing is written when the person wants it neither way.
 */
export async function notify(core: CoreApp, q: Queryable, input: NoticeInput): Promise<StoreRecord<'notifications'> | null> {
  if (!input.user) return null;
  const recipient = await findById(core, q, 'users', input.user);
  if (!recipient) return null;
  const prefs = readPrefs(recipient.data.notify);
  const inApp = wantsInApp(prefs, input.kind);
  const email = !input.mailedSeparately && mailConfigured(core) && wantsEmail(prefs, input.kind) && recipient.data.email !== '';
  if (!inApp && !email) return null;
  const subject = await subjectOf(core, q, input);
  const locale = recipientLocale(recipient);
  const text = (m: NoticeText | undefined) => (m === undefined ? '' : typeof m === 'string' ? m : typeof m === 'function' ? m(locale) : render(locale, m));
  // a member looking after someone reads whose it is in the title ("Alex's report “…” is resolved")
  const own = text(input.title);
  const title =
    recipient.data.role !== 'member' || !subject.first
      ? own
      : locale === 'en'
        ? whoseTitle(own, subject.first, input.kind)
        : t(locale, 'notify.whose', { name: subject.first, title: own });
  return insert(core, q, 'notifications', {
    user: input.user,
    title: title.slice(0, 200),
    body: text(input.body).slice(0, 1000),
    link: input.link,
    kind: input.kind,
    read: !inApp,
    channels: inApp ? ['in_app'] : [],
    sent_at: nowString(),
    update: input.update ?? '',
    subject_name: subject.full,
    email_pending: email,
  });
}

/** the member's names when the notice is about a member other than the recipient ('' otherwise) */
async function subjectOf(core: CoreApp, q: Queryable, input: NoticeInput): Promise<{ first: string; full: string }> {
  let memberId = input.member ?? '';
  if (!memberId && input.update) {
    const update = await findById(core, q, 'updates', input.update);
    memberId = str(update?.data.member);
  }
  const member = memberId ? await findById(core, q, 'members', memberId) : null;
  if (!member || member.data.user === input.user) return { first: '', full: '' };
  const full = `${member.data.first_name} ${member.data.last_name}`.trim().slice(0, 200);
  return { first: member.data.first_name.trim() || full, full };
}

/**
 * the caregivers who see a member's items of one kind: users of live rows in the member's circles
 * with that scope (view or manage; a row past its expiry no longer counts)
 */
export async function circleRecipients(core: CoreApp, q: Queryable, memberId: string, scope: string): Promise<string[]> {
  if (!memberId) return [];
  const rows = await store(core, q).list('circle_members', 'circle.member = {:m} && status = "active" && (expires = "" || expires > {:now})', {
    params: { m: memberId, now: nowString() },
  });
  return [...new Set(rows.filter(({ data: r }) => r.user && (r.scopes as readonly string[]).includes(scope)).map(({ data: r }) => r.user))];
}

/** the user ids who care about a member's record: the member's own login, or the subscriber of a minor */
export async function memberRecipients(core: CoreApp, q: Queryable, memberId: string): Promise<string[]> {
  const member = memberId ? await findById(core, q, 'members', memberId) : null;
  if (!member) return [];
  const own = member.data.user;
  if (own) return [own];
  if (!isMinorNow(member.data)) return [];
  const sub = await findById(core, q, 'members', member.data.subscriber);
  return sub && sub.data.user ? [sub.data.user] : [];
}

/** the user id of the member's assigned counselor ('' when none) */
export async function counselorRecipient(core: CoreApp, q: Queryable, memberId: string): Promise<string> {
  const member = memberId ? await findById(core, q, 'members', memberId) : null;
  const counselor = member ? await findById(core, q, 'counselors', member.data.counselor) : null;
  return counselor ? counselor.data.user : '';
}
