/**
 * Covey §3.2: members (roster, no health data), profiles (private), circles, invites, circle_members.
 */
import type { Migration } from './migration.js';
import {
  AUTHED, CIRCLE_M, CNS, GUARD, HEALTH, IMAGES, LANGUAGES, SCOPES, SELF, SIGNED, CARE, bool, createCollections, date, dropCollections,
  email, file, index, json, num, read, rel, select, text, type CollectionDef,
} from './covey-kit.js';

export const ONBOARDING_STEPS = ['guide', 'contact', 'coverage', 'agreement', 'information', 'pending', 'completed'];
const BODY_MEMBER_SELF_OR_GUARD =
  '@collection.members.id ?= @request.body.member && (@collection.members.user ?= @request.auth.id || (@collection.members.subscriber.user ?= @request.auth.id && @collection.members.minor ?= true))';

/**
 * A subscriber gives the first profile (date of birth) of a dependent who has no login yet; the
 * stamps hook then sets `minor` from it. An adult dependent's profile stays private afterwards.
 */
const BODY_DEPENDENT_WITHOUT_LOGIN =
  '(@collection.members:dep.id ?= @request.body.member && @collection.members:dep.subscriber.user ?= @request.auth.id && @collection.members:dep.user ?= "")';

export const memberDefs: CollectionDef[] = [
  {
    name: 'members',
    fields: [
      rel('user', 'users'), text('first_name'), text('last_name'), email('email'), rel('employer', 'employers'), rel('subscriber', 'members'),
      select('relationship', ['self', 'spouse', 'domestic_partner', 'child', 'other_dependent']), bool('minor'), rel('counselor', 'counselors'),
      text('employee_id'), date('eligibility_start'), date('eligibility_end'),
      select('source', ['invite', 'join_code', 'domain', 'hris', 'broker', 'community']),
      select('status', ['invited', 'onboarding', 'pending', 'active', 'inactive']), select('onboarding_step', ONBOARDING_STEPS),
      file('avatar', { mimes: IMAGES, mb: 2 }),
    ],
    indexes: [
      index('members', ['user'], true, "`user` != ''"),
      index('members', ['counselor']),
      index('members', ['subscriber']),
      index('members', ['employer']),
    ],
    rules: {
      ...read(
        `${AUTHED} && (user = @request.auth.id || subscriber.user = @request.auth.id || counselor.user = @request.auth.id || employer.admins:each ?= @request.auth.id || employer.broker.users:each ?= @request.auth.id || (@collection.circle_members.user ?= @request.auth.id && @collection.circle_members.status ?= "active" && @collection.circle_members.circle.member ?= id))`,
      ),
      createRule:
        `${AUTHED} && ((@request.auth.role = "employer" && @collection.employers.id ?= @request.body.employer && @collection.employers.admins:each ?= @request.auth.id && @request.body.status = "invited") || (@request.auth.role = "member" && @request.body.relationship != "self" && @collection.members:sub.id ?= @request.body.subscriber && @collection.members:sub.user ?= @request.auth.id))`,
      updateRule:
        `${AUTHED} && ((user = @request.auth.id && @request.body.employer:changed = false && @request.body.counselor:changed = false && @request.body.status:changed = false && @request.body.user:changed = false && @request.body.subscriber:changed = false) || ((subscriber.user = @request.auth.id && minor = true) && @request.body.employer:changed = false && @request.body.counselor:changed = false && @request.body.status:changed = false) || (counselor.user = @request.auth.id && @request.body.employer:changed = false && @request.body.counselor:changed = false && @request.body.user:changed = false) || (employer.admins:each ?= @request.auth.id && @request.body.counselor:changed = false && @request.body.user:changed = false && @request.body.onboarding_step:changed = false))`,
      deleteRule: null,
    },
  },
  {
    name: 'profiles',
    fields: [
      rel('member', 'members', { required: true, cascade: true }), date('dob'), select('sex', ['female', 'male', 'intersex', 'unknown']),
      text('gender_identity'), text('pronouns'), text('phone'), json('address'), select('preferred_contact', ['app', 'email', 'sms', 'phone']),
      text('best_times'), select('accessibility', ['large_text', 'screen_reader', 'captions', 'interpreter', 'tty', 'easy_read'], { multi: true }),
      select('interpreter_language', LANGUAGES), json('emergency_contact'),
      select('needs', ['find_doctor', 'bills', 'claims', 'prescriptions', 'enrollment', 'mental_health', 'surgery', 'maternity', 'chronic_condition', 'caregiving', 'cost_estimate', 'other'], { multi: true }),
      json('intake'), text('notes_for_counselor'),
    ],
    indexes: [index('profiles', ['member'], true)],
    rules: {
      ...read(`${HEALTH} && ${CARE('member', 'profile')}`),
      createRule: `${HEALTH} && (${BODY_MEMBER_SELF_OR_GUARD} || ${BODY_DEPENDENT_WITHOUT_LOGIN})`,
      updateRule: `${HEALTH} && (${SELF('member')} || ${GUARD('member')} || ${CNS('member')} || ${CIRCLE_M('member', 'profile')}) && @request.body.member:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'circles',
    fields: [
      rel('owner', 'users', { required: true }), rel('member', 'members', { required: true, cascade: true }), text('name'), text('description'),
      bool('active'),
    ],
    indexes: [index('circles', ['member']), index('circles', ['owner'])],
    rules: {
      ...read(
        `${AUTHED} && (owner = @request.auth.id || member.user = @request.auth.id || member.counselor.user = @request.auth.id || (@collection.circle_members.circle ?= id && @collection.circle_members.user ?= @request.auth.id && @collection.circle_members.status ?= "active"))`,
      ),
      createRule: `${AUTHED} && @request.body.owner = @request.auth.id && ${BODY_MEMBER_SELF_OR_GUARD}`,
      updateRule: `${AUTHED} && owner = @request.auth.id && @request.body.owner:changed = false && @request.body.member:changed = false`,
      deleteRule: `${AUTHED} && owner = @request.auth.id`,
    },
  },
  {
    name: 'invites',
    fields: [
      select('kind', ['member', 'employer_admin', 'broker_user', 'circle', 'adult_dependent', 'counselor']), email('email', { required: true }),
      text('name'), rel('inviter', 'users'), rel('employer', 'employers'), rel('broker', 'brokers'), rel('circle', 'circles', { cascade: true }),
      rel('member', 'members'), select('access', ['view', 'manage']), select('scopes', SCOPES, { multi: true }),
      num('expires_in_days', { min: 0, onlyInt: true }), text('message'), text('token', { hidden: true }),
      select('status', ['pending', 'accepted', 'declined', 'revoked', 'expired']), date('expires'), rel('accepted_by', 'users'),
      num('sent_count', { min: 0, onlyInt: true }), date('last_sent'),
    ],
    indexes: [index('invites', ['email']), index('invites', ['inviter']), index('invites', ['member']), index('invites', ['token'])],
    rules: {
      ...read(
        `${AUTHED} && (inviter = @request.auth.id || email = @request.auth.email || (employer != "" && employer.admins:each ?= @request.auth.id) || (broker != "" && broker.users:each ?= @request.auth.id) || (circle != "" && circle.owner = @request.auth.id))`,
      ),
      createRule:
        `${AUTHED} && @request.body.inviter = @request.auth.id && @request.body.status = "pending" && ((@request.body.kind = "circle" && @collection.circles.id ?= @request.body.circle && @collection.circles.owner ?= @request.auth.id) || (@request.body.kind = "member" && @collection.employers:mine.id ?= @request.body.employer && @collection.employers:mine.admins:each ?= @request.auth.id) || (@request.body.kind = "employer_admin" && @collection.employers:book.id ?= @request.body.employer && @collection.employers:book.broker.users:each ?= @request.auth.id) || (@request.body.kind = "broker_user" && @collection.brokers.id ?= @request.body.broker && @collection.brokers.users:each ?= @request.auth.id) || (@request.body.kind = "adult_dependent" && @collection.members.id ?= @request.body.member && @collection.members.subscriber.user ?= @request.auth.id))`,
      updateRule:
        `${SIGNED} && ((inviter = @request.auth.id && status = "pending" && @request.body.status = "revoked") || (email = @request.auth.email && status = "pending" && @request.body.status = "declined"))`,
      deleteRule: null,
    },
  },
  {
    name: 'circle_members',
    fields: [
      rel('circle', 'circles', { required: true, cascade: true }), rel('user', 'users'), email('email'), text('display_name'),
      select('relationship', ['spouse_partner', 'parent', 'adult_child', 'sibling', 'friend', 'professional_caregiver', 'guardian', 'other']),
      select('access', ['view', 'manage']), select('scopes', SCOPES, { multi: true }),
      select('status', ['invited', 'active', 'declined', 'revoked', 'left', 'expired']), date('expires'), date('consented_at'),
      rel('invite', 'invites'),
    ],
    indexes: [index('circle_members', ['user', 'status']), index('circle_members', ['circle'])],
    rules: {
      ...read(
        `${AUTHED} && (user = @request.auth.id || circle.owner = @request.auth.id || circle.member.counselor.user = @request.auth.id || (@collection.circle_members:me.circle ?= circle && @collection.circle_members:me.user ?= @request.auth.id && @collection.circle_members:me.status ?= "active"))`,
      ),
      createRule: null,
      updateRule:
        `${SIGNED} && ((circle.owner = @request.auth.id && @request.body.circle:changed = false && @request.body.user:changed = false && (@request.body.status:changed = false || @request.body.status = "revoked")) || (user = @request.auth.id && status = "active" && @request.body.status = "left" && @request.body.access:changed = false && @request.body.scopes:changed = false && @request.body.circle:changed = false && @request.body.user:changed = false))`,
      deleteRule: null,
    },
  },
];

export const coveyMembers: Migration = {
  id: '1700000300_covey_members',
  up: (app) => createCollections(app, memberDefs),
  down: (app) => dropCollections(app, memberDefs),
};
