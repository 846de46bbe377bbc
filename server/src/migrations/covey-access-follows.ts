/**
 * Access follows the relationship, at once (issue 10). Updates the rules of existing collections:
 * - circle access ends when its row expires, not only when a cron flips its status: every
 *   `circle_members` condition also requires `expires` empty or in the future;
 * - chats and messages need, besides being a participant (kept in step by the chat-access hook),
 *   a live relationship with the member: own login, assigned counselor, or a circle row with `chat`;
 * - comments, internal notes, suggestions, files and tasks no longer stay readable through
 *   "I wrote it / I uploaded it / it is assigned to me" once the relationship has ended (a former
 *   counselor, a revoked caregiver); a covering counselor keeps their own comments on the record
 *   they cover;
 * - members: employer admins may change roster fields only; the subscriber of a minor and the
 *   counselor may not re-link (subscriber, user); nobody but the server sets `minor`.
 * `down` restores the rules the earlier migrations set.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { AUTHED, CARE, CIRCLE, HEALTH, cid, type CollectionDef, type Rules } from './covey-kit.js';
import { memberDefs } from './covey-members.js';
import { careDefs } from './covey-care.js';
import { communicationDefs } from './covey-communication.js';

const ME = '@request.auth.id';
const MINE_OR_GUARDED = `(member.user = ${ME} || (member.subscriber.user = ${ME} && member.minor = true))`;
const unchanged = (...fields: string[]) => fields.map((f) => `@request.body.${f}:changed = false`).join(' && ');

/** `@collection.circle_members[:alias].status ?= "active"` also requires the row to be unexpired */
export function withExpiry(rule: string | null | undefined): string | null | undefined {
  if (typeof rule !== 'string') return rule;
  return rule.replace(/@collection\.circle_members(:\w+)?\.status \?= "active"/g, (m, alias: string | undefined) => {
    const ref = `@collection.circle_members${alias ?? ''}.expires`;
    return `${m} && (${ref} ?= "" || ${ref} ?> @now)`;
  });
}

const circleScope = (p: string, scope: string) =>
  `(@collection.circle_members.user ?= ${ME} && @collection.circle_members.status ?= "active" && @collection.circle_members.circle.member ?= ${p} && @collection.circle_members.scopes:each ?= ${scope})`;
/** a live relationship with the chat's member (besides being listed as a participant) */
const chatLive = (p: string) => `(${p}.user = ${ME} || ${p}.counselor.user = ${ME} || ${CIRCLE(p, 'chat')})`;
const IN_CHAT = `chat.participants:each ?= ${ME} && ${chatLive('chat.member')}`;
const COVERING = `((report != "" && report.counselor.user = ${ME}) || (appointment != "" && appointment.counselor.user = ${ME}))`;
const COMMENT_READ = `(member.counselor.user = ${ME} || (author = ${ME} && ${COVERING}) || (internal = false && (${MINE_OR_GUARDED} || ${circleScope('member', 'scope')})))`;
const FILE_RELATED = `(${MINE_OR_GUARDED} || member.counselor.user = ${ME} || ${circleScope('member', '"files"')})`;
const SUGGESTION_AUTHOR = `(author = ${ME} && (member = "" || member.counselor.user = ${ME}))`;
const ASSIGNEE = `(assignee = ${ME} && @collection.circle_members:asg.user ?= ${ME} && @collection.circle_members:asg.status ?= "active" && @collection.circle_members:asg.circle.member ?= member)`;
const ROSTER_LOCKED = unchanged('user', 'employer', 'subscriber', 'relationship', 'minor', 'counselor', 'source', 'onboarding_step', 'first_name', 'last_name', 'email');

const byName = (defs: CollectionDef[], name: string): Rules => {
  const d = defs.find((x) => x.name === name);
  if (!d) throw new Error(`no migration defines ${name}`);
  return d.rules;
};

/** the new rules, before the expiry rewrite (which applies to every collection below) */
function changed(): Record<string, Rules> {
  const tasks = byName(careDefs, 'tasks');
  return {
    members: {
      updateRule:
        `${AUTHED} && ((user = ${ME} && ${unchanged('employer', 'counselor', 'status', 'user', 'subscriber', 'minor')}) || ((subscriber.user = ${ME} && minor = true) && ${unchanged('employer', 'counselor', 'status', 'user', 'subscriber', 'minor')}) || (counselor.user = ${ME} && ${unchanged('employer', 'counselor', 'user', 'subscriber', 'minor')}) || (@request.auth.role = "employer" && employer.admins:each ?= ${ME} && ${ROSTER_LOCKED}))`,
    },
    chats: {
      listRule: `${HEALTH} && participants:each ?= ${ME} && ${chatLive('member')}`,
      viewRule: `${HEALTH} && participants:each ?= ${ME} && ${chatLive('member')}`,
      updateRule: `${HEALTH} && participants:each ?= ${ME} && ${chatLive('member')} && ${unchanged('participants', 'member', 'kind', 'counselor')}`,
    },
    messages: {
      listRule: `${HEALTH} && ${IN_CHAT}`,
      viewRule: `${HEALTH} && ${IN_CHAT}`,
      createRule:
        `${HEALTH} && ${IN_CHAT} && chat.kind != "assistant" && @request.body.sender = ${ME} && @request.body.role = @request.auth.role && @request.body.read:isset = false`,
      updateRule:
        `${HEALTH} && ${IN_CHAT} && role != @request.auth.role && ${unchanged('body', 'sender', 'role', 'chat', 'attachments')}`,
    },
    comments: {
      listRule: `${HEALTH} && ${COMMENT_READ}`,
      viewRule: `${HEALTH} && ${COMMENT_READ}`,
      updateRule: `${HEALTH} && author = ${ME} && ${COMMENT_READ} && ${unchanged('internal', 'member')}`,
      deleteRule: `${HEALTH} && author = ${ME} && ${COMMENT_READ}`,
    },
    files: {
      listRule: `${HEALTH} && (${MINE_OR_GUARDED} || (member.counselor.user = ${ME} && (shared_with_counselor = true || owner = ${ME})) || ${circleScope('member', '"files"')})`,
      viewRule: `${HEALTH} && (${MINE_OR_GUARDED} || (member.counselor.user = ${ME} && (shared_with_counselor = true || owner = ${ME})) || ${circleScope('member', '"files"')})`,
      updateRule: `${HEALTH} && (owner = ${ME} || member.user = ${ME}) && ${FILE_RELATED} && ${unchanged('member', 'owner')}`,
      deleteRule: `${HEALTH} && (owner = ${ME} || member.user = ${ME}) && ${FILE_RELATED}`,
    },
    suggestions: {
      listRule:
        `${AUTHED} && (${SUGGESTION_AUTHOR} || (@request.auth.role != "employer" && @request.auth.role != "broker" && ((member != "" && member.counselor.user = ${ME}) || (status != "draft" && member != "" && (${MINE_OR_GUARDED} || ${circleScope('member', '"plans"')})))))`,
      viewRule:
        `${AUTHED} && (${SUGGESTION_AUTHOR} || (@request.auth.role != "employer" && @request.auth.role != "broker" && ((member != "" && member.counselor.user = ${ME}) || (status != "draft" && member != "" && (${MINE_OR_GUARDED} || ${circleScope('member', '"plans"')})))))`,
      deleteRule: `${AUTHED} && ${SUGGESTION_AUTHOR} && status = "draft"`,
    },
    tasks: {
      listRule: `${HEALTH} && (${CARE('member', 'plans')} || ${ASSIGNEE})`,
      viewRule: `${HEALTH} && (${CARE('member', 'plans')} || ${ASSIGNEE})`,
      updateRule: String(tasks.updateRule).replace(`|| assignee = ${ME})`, `|| ${ASSIGNEE})`),
    },
  };
}

const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const ALL_DEFS = [...memberDefs, ...careDefs, ...communicationDefs];

async function up(app: CoreApp): Promise<void> {
  const next = changed();
  for (const def of ALL_DEFS) {
    const c = app.getCollection(cid(def.name));
    if (!c) continue;
    const rules: Rules = {};
    for (const k of RULE_KEYS) {
      const base = next[def.name]?.[k] !== undefined ? next[def.name]![k] : c[k];
      if (base !== undefined) rules[k] = withExpiry(base);
    }
    await saveCollection(app, { id: c.id, ...rules });
  }
}

async function down(app: CoreApp): Promise<void> {
  for (const def of ALL_DEFS) {
    if (app.getCollection(cid(def.name))) await saveCollection(app, { id: cid(def.name), ...def.rules });
  }
}

export const coveyAccessFollows: Migration = { id: '1700000700_covey_access_follows', up, down };
