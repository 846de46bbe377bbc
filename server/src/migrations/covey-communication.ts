/**
 * Covey §3.4: chats, messages, files, comments, updates, notifications, suggestions, posts.
 */
import type { Migration } from './migration.js';
import {
  AUTHED, BODY_MEMBER_CARE, CIRCLE_NEW, DOCS, HEALTH, IMAGES, LANGUAGES, SIGNED, bool, createCollections, date, dropCollections, editor,
  file, index, json, num, read, rel, select, text, url, type CollectionDef,
} from './covey-kit.js';

const ROLES_OF_MESSAGES = ['member', 'counselor', 'assistant', 'system'];
const circleScope = (p: string, scope: string) =>
  `(@collection.circle_members.user ?= @request.auth.id && @collection.circle_members.status ?= "active" && @collection.circle_members.circle.member ?= ${p} && @collection.circle_members.scopes:each ?= ${scope})`;
const MINE_OR_GUARDED = '(member.user = @request.auth.id || (member.subscriber.user = @request.auth.id && member.minor = true))';

export const communicationDefs: CollectionDef[] = [
  {
    name: 'chats',
    fields: [
      rel('member', 'members', { required: true }), rel('counselor', 'counselors'), select('kind', ['counselor', 'assistant', 'support']),
      text('title'), select('status', ['open', 'closed']), rel('participants', 'users', { multi: true }), text('last_message'),
      date('last_message_at'), text('last_sender_role'),
    ],
    indexes: [index('chats', ['member']), index('chats', ['counselor']), index('chats', ['last_message_at'])],
    rules: {
      ...read(`${HEALTH} && participants:each ?= @request.auth.id`),
      createRule:
        `${HEALTH} && @collection.members.id ?= @request.body.member && (@collection.members.user ?= @request.auth.id || @collection.members.counselor.user ?= @request.auth.id)`,
      updateRule:
        `${HEALTH} && participants:each ?= @request.auth.id && @request.body.participants:changed = false && @request.body.member:changed = false && @request.body.kind:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'messages',
    fields: [
      rel('chat', 'chats', { required: true, cascade: true }), rel('sender', 'users'), text('sender_name'), select('role', ROLES_OF_MESSAGES),
      text('body', { max: 4000 }), file('attachments', { multi: true, mimes: DOCS, protected: true, mb: 10 }),
      select('kind', ['text', 'file', 'system', 'appointment_card', 'task_card', 'handoff']), bool('read'), date('read_at'), json('citations'),
      text('ref_collection'), text('ref_id'),
    ],
    indexes: [index('messages', ['chat', 'created']), index('messages', ['read', 'role'])],
    rules: {
      ...read(`${HEALTH} && chat.participants:each ?= @request.auth.id`),
      createRule:
        `${HEALTH} && chat.participants:each ?= @request.auth.id && chat.kind != "assistant" && @request.body.sender = @request.auth.id && @request.body.role = @request.auth.role && @request.body.read:isset = false`,
      updateRule:
        `${HEALTH} && chat.participants:each ?= @request.auth.id && role != @request.auth.role && @request.body.body:changed = false && @request.body.sender:changed = false && @request.body.role:changed = false && @request.body.chat:changed = false && @request.body.attachments:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'files',
    fields: [
      rel('owner', 'users'), rel('member', 'members', { required: true }), text('title'),
      select('kind', ['insurance_card', 'eob', 'bill', 'receipt', 'sbc', 'letter', 'claim_form', 'id_document', 'prescription', 'other']),
      file('file', { required: true, protected: true, mimes: DOCS, mb: 20 }), rel('report', 'reports'), rel('task', 'tasks'),
      rel('appointment', 'appointments'), bool('shared_with_counselor'), text('notes'), json('extracted'),
    ],
    indexes: [index('files', ['member']), index('files', ['owner'])],
    rules: {
      ...read(
        `${HEALTH} && (owner = @request.auth.id || ${MINE_OR_GUARDED} || (shared_with_counselor = true && member.counselor.user = @request.auth.id) || ${circleScope('member', '"files"')})`,
      ),
      createRule: `${HEALTH} && @request.body.owner = @request.auth.id && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('files')})`,
      updateRule: `${HEALTH} && (owner = @request.auth.id || member.user = @request.auth.id) && @request.body.member:changed = false && @request.body.owner:changed = false`,
      deleteRule: `${HEALTH} && (owner = @request.auth.id || member.user = @request.auth.id)`,
    },
  },
  {
    name: 'comments',
    fields: [
      rel('member', 'members', { required: true }), rel('plan', 'plans', { cascade: true }), rel('task', 'tasks', { cascade: true }),
      rel('report', 'reports', { cascade: true }), rel('appointment', 'appointments', { cascade: true }), rel('file', 'files', { cascade: true }),
      select('scope', ['plans', 'reports', 'appointments', 'files']), rel('author', 'users'), text('author_name'), editor('body'), bool('internal'),
      file('attachments', { multi: true, mimes: DOCS, protected: true, mb: 10 }), bool('edited'),
    ],
    indexes: [index('comments', ['member']), index('comments', ['author'])],
    rules: {
      ...read(
        `${HEALTH} && (author = @request.auth.id || member.counselor.user = @request.auth.id || (internal = false && (${MINE_OR_GUARDED} || ${circleScope('member', 'scope')})))`,
      ),
      createRule: `${HEALTH} && @request.body.author = @request.auth.id && (@request.body.internal = false || @request.auth.role = "counselor")`,
      updateRule: `${HEALTH} && author = @request.auth.id && @request.body.internal:changed = false && @request.body.member:changed = false`,
      deleteRule: `${HEALTH} && author = @request.auth.id`,
    },
  },
  {
    name: 'updates',
    fields: [
      rel('actor', 'users'), text('actor_name'), rel('member', 'members'),
      select('target_collection', ['plans', 'tasks', 'reports', 'appointments', 'coverages', 'files', 'circles', 'circle_members', 'invites', 'suggestions', 'members', 'chats']),
      text('target_id'),
      select('action', ['created', 'updated', 'status_changed', 'assigned', 'commented', 'shared', 'revoked', 'uploaded', 'viewed_by_support', 'impersonated']),
      text('summary'), json('data'), select('visibility', ['member', 'staff']),
    ],
    indexes: [index('updates', ['member'])],
    rules: {
      ...read(`${HEALTH} && (member.counselor.user = @request.auth.id || (visibility = "member" && ${MINE_OR_GUARDED}))`),
      createRule: null,
      updateRule: null,
      deleteRule: null,
    },
  },
  {
    name: 'notifications',
    fields: [
      rel('user', 'users', { required: true }), text('title'), text('body'), text('link'),
      select('kind', ['message', 'appointment', 'task', 'report', 'invite', 'suggestion', 'plan', 'post', 'system']), bool('read'), date('read_at'),
      select('channels', ['in_app', 'email', 'sms', 'push'], { multi: true }), date('sent_at'), rel('update', 'updates'),
    ],
    indexes: [index('notifications', ['user', 'read'])],
    rules: {
      ...read(`${SIGNED} && user = @request.auth.id`),
      createRule: null,
      updateRule: `${SIGNED} && user = @request.auth.id && @request.body.user:changed = false && @request.body.title:changed = false && @request.body.link:changed = false`,
      deleteRule: `${SIGNED} && user = @request.auth.id`,
    },
  },
  {
    name: 'suggestions',
    fields: [
      rel('member', 'members'), rel('author', 'users'), select('source', ['counselor', 'assistant', 'system', 'member']),
      select('kind', ['care', 'cost', 'coverage', 'enrollment', 'pharmacy', 'wellness', 'product_feedback']), text('title', { required: true }),
      editor('body'), num('estimated_savings', { min: 0 }), rel('plan', 'plans'), rel('task', 'tasks'),
      select('status', ['draft', 'proposed', 'accepted', 'dismissed', 'expired']),
      select('dismiss_reason', ['not_relevant', 'already_done', 'too_expensive', 'later', 'other']), date('expires'), num('votes', { onlyInt: true }),
    ],
    indexes: [index('suggestions', ['member']), index('suggestions', ['author'])],
    rules: {
      ...read(
        `${AUTHED} && (author = @request.auth.id || (${'@request.auth.role != "employer" && @request.auth.role != "broker"'} && ((member != "" && member.counselor.user = @request.auth.id) || (status != "draft" && member != "" && (${MINE_OR_GUARDED} || ${circleScope('member', '"plans"')})))))`,
      ),
      createRule:
        `${AUTHED} && @request.body.author = @request.auth.id && ((@request.body.kind = "product_feedback" && @request.body.member:isset = false) || (@request.auth.role = "counselor" && @collection.members.id ?= @request.body.member && @collection.members.counselor.user ?= @request.auth.id))`,
      updateRule:
        `${AUTHED} && @request.body.member:changed = false && ((member.counselor.user = @request.auth.id && (@request.body.status:changed = false || (status = "draft" && (@request.body.status = "proposed" || @request.body.status = "dismissed")))) || (${MINE_OR_GUARDED} && status = "proposed" && (@request.body.status = "accepted" || @request.body.status = "dismissed") && @request.body.title:changed = false && @request.body.body:changed = false))`,
      deleteRule: `${AUTHED} && author = @request.auth.id && status = "draft"`,
    },
  },
  {
    name: 'posts',
    fields: [
      rel('author', 'users'), text('author_name'), select('kind', ['article', 'announcement', 'tip', 'event', 'release_note']), text('title'),
      editor('body'), file('cover', { mimes: IMAGES, mb: 5 }),
      select('audience', ['everyone', 'member', 'counselor', 'employer', 'broker'], { multi: true }), rel('employer', 'employers'),
      rel('broker', 'brokers'), bool('published'), date('published_at'), bool('pinned'), url('link'), select('language', LANGUAGES),
    ],
    indexes: [index('posts', ['published', 'published_at']), index('posts', ['employer']), index('posts', ['author'])],
    rules: {
      ...read(
        `${AUTHED} && (author = @request.auth.id || (published = true && published_at <= @now && (audience:each ?= "everyone" || audience:each ?= @request.auth.role) && (employer = "" || employer = @request.auth.employer || employer.admins:each ?= @request.auth.id || employer.broker.users:each ?= @request.auth.id) && (broker = "" || broker.users:each ?= @request.auth.id || (@collection.employers.broker ?= broker && @collection.employers.admins:each ?= @request.auth.id))))`,
      ),
      createRule:
        `${AUTHED} && @request.body.author = @request.auth.id && ((@request.auth.role = "employer" && @collection.employers.id ?= @request.body.employer && @collection.employers.admins:each ?= @request.auth.id) || (@request.auth.role = "broker" && @collection.brokers.id ?= @request.body.broker && @collection.brokers.users:each ?= @request.auth.id) || (@request.auth.role = "counselor" && @request.body.kind = "tip"))`,
      updateRule: `${AUTHED} && author = @request.auth.id && @request.body.author:changed = false`,
      deleteRule: `${AUTHED} && author = @request.auth.id`,
    },
  },
];

export const coveyCommunication: Migration = {
  id: '1700000500_covey_communication',
  up: (app) => createCollections(app, communicationDefs),
  down: (app) => dropCollections(app, communicationDefs),
};
