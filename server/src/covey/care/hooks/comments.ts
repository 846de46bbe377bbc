/**
 * Comments (product.md §3.4): a comment points at exactly one plan, task, report, appointment or
 * file; the author must be able to view that record; `member` and `scope` come from the target
 * (tasks share the plans scope) and `author_name` from the author. A caregiver (someone who sees
 * the record only through a circle) comments only with `manage` access in that scope: `view`
 * reads the comments but does not write (product.md §2 "Circles").
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { recordMatches } from '../../../core/records/record-access.js';
import type { CommentsScope } from '../../../generated/schema.js';
import { store } from '../../store/store.js';
import { authId, findById, reject, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { grants } from './chat-access.js';
import { isMinorNow } from '../../account/age.js';
import type { StoreRecord } from '../../store/store.js';
import { msg } from '../../i18n/product-error.js';

const TARGETS: Record<string, { collection: 'plans' | 'tasks' | 'reports' | 'appointments' | 'files'; scope: CommentsScope }> = {
  plan: { collection: 'plans', scope: 'plans' },
  task: { collection: 'tasks', scope: 'plans' },
  report: { collection: 'reports', scope: 'reports' },
  appointment: { collection: 'appointments', scope: 'appointments' },
  file: { collection: 'files', scope: 'files' },
};

async function onCommentCreate(core: CoreApp, e: RecordEventOf<'comments'>): Promise<void> {
  const d = e.record.data;
  const set = Object.keys(TARGETS).filter((f) => str(d[f]));
  if (set.length !== 1) reject(e, set.length ? set[1]! : 'plan', msg('error.comments.comment_needs_exactly_one'), 'validation_comment_target');
  const field = set[0]!;
  const spec = TARGETS[field]!;
  const target = await findById(core, e.q, spec.collection, str(d[field]));
  if (!target) reject(e, field, msg('error.comments.record_does_not_exist'), 'validation_missing_rel_records');
  if (!trusted(e) && !(await recordMatches(core, target, target.collection.viewRule, e.request!, e.q))) {
    reject(e, field, msg('error.comments.you_cannot_comment_record'), 'validation_comment_target');
  }
  if (!trusted(e) && !(await writesDirectly(core, e, target))) {
    const rows = await store(core, e.q).list('circle_members', 'circle.member = {:m} && user = {:u}', {
      params: { m: target.data.member, u: authId(e) },
    });
    const manages = rows.some((r) => r.data.access === 'manage' && grants(r.data, spec.scope));
    if (!manages) reject(e, field, msg('error.comments.you_read_but_not'), 'validation_comment_target');
  }
  d.member = target.data.member;
  d.scope = spec.scope;
  const author = await findById(core, e.q, 'users', d.author);
  d.author_name = str(author?.data.name);
}

/** the member, their guardian (a minor), their counselor or the record's covering counselor */
async function writesDirectly(core: CoreApp, e: RecordEventOf<'comments'>, target: StoreRecord<'plans' | 'tasks' | 'reports' | 'appointments' | 'files'>): Promise<boolean> {
  const me = authId(e);
  const member = await findById(core, e.q, 'members', str(target.data.member));
  if (!member) return true;
  if (member.data.user === me) return true;
  if (isMinorNow(member.data)) {
    const sub = await findById(core, e.q, 'members', member.data.subscriber);
    if (sub && sub.data.user === me) return true;
  }
  // plans, tasks and reports name a covering counselor; appointments and files have none (read by name)
  const fields: Record<string, unknown> = target.data;
  for (const id of [member.data.counselor, str(fields['counselor'])]) {
    const c = id ? await findById(core, e.q, 'counselors', id) : null;
    if (c && c.data.user === me) return true;
  }
  return false;
}

function onCommentUpdate(e: RecordEventOf<'comments'>): void {
  if (!trusted(e) && e.original && e.record.data.body !== e.original.data.body) e.record.data.edited = true;
  for (const f of Object.keys(TARGETS)) {
    if (e.original && e.record.data[f] !== e.original.data[f] && !trusted(e)) reject(e, f, msg('error.comments.target_comment_cannot_change'));
  }
}

export function installCommentHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'comments';
  core.hooks.recordCreate.add((e) => onCommentCreate(core, eventOf(e, 'comments')), on);
  core.hooks.recordUpdate.add((e) => onCommentUpdate(eventOf(e, 'comments')), on);
}
