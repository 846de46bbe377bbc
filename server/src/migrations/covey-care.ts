/**
 * Covey §3.3: coverages, plans, tasks, reports, appointments (health data: HEALTH guard).
 */
import type { Migration } from './migration.js';
import {
  BODY_MEMBER_CARE, CARE, CIRCLE, CIRCLE_M, CIRCLE_NEW, CNS, DOCS, GUARD, HEALTH, IMAGES, SELF, bool, createCollections, date,
  dropCollections, editor, file, index, json, num, read, rel, select, text, url, type CollectionDef,
} from './covey-kit.js';

const CNS_OR_MINE = (p: string) => `(${SELF(p)} || ${GUARD(p)} || ${CNS(p)}`;
const ST = (v: string) => `@request.body.status = "${v}"`;

export const careDefs: CollectionDef[] = [
  {
    name: 'coverages',
    fields: [
      rel('member', 'members', { required: true }), rel('subscriber', 'members'), select('relationship', ['self', 'spouse', 'child', 'other']),
      rel('benefit_plan', 'benefit_plans'), select('type', ['medical', 'dental', 'vision', 'pharmacy', 'hsa', 'fsa', 'hra', 'other']),
      text('carrier'), text('plan_name'), text('network'), text('member_id'), text('group_number'), text('rx_bin'), text('rx_pcn'),
      text('rx_group'), date('effective_start'), date('effective_end'), select('status', ['draft', 'active', 'ended', 'cancelled']),
      bool('primary'), file('card_front', { mimes: IMAGES, protected: true, mb: 5 }), file('card_back', { mimes: IMAGES, protected: true, mb: 5 }),
      file('documents', { multi: true, mimes: ['application/pdf'], protected: true, mb: 20 }), json('accumulators'),
      select('source', ['member', 'employer_feed', 'ocr', 'counselor']), bool('verified'), rel('verified_by', 'users'), text('payer_phone'),
    ],
    indexes: [index('coverages', ['member']), index('coverages', ['subscriber'])],
    rules: {
      ...read(`${HEALTH} && ${CARE('member', 'coverage')}`),
      createRule: `${HEALTH} && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('coverage')}) && @request.body.verified:isset = false`,
      updateRule:
        `${HEALTH} && ${CNS_OR_MINE('member')} || ${CIRCLE_M('member', 'coverage')}) && @request.body.member:changed = false && (@request.body.verified:changed = false || member.counselor.user = @request.auth.id)`,
      deleteRule: `${HEALTH} && (${SELF('member')} || ${GUARD('member')}) && status = "draft"`,
    },
  },
  {
    name: 'plans',
    fields: [
      rel('member', 'members', { required: true }), text('title', { required: true }), editor('goal'),
      select('category', ['enrollment', 'find_care', 'procedure', 'chronic_condition', 'maternity', 'billing', 'pharmacy', 'mental_health', 'caregiving', 'general']),
      select('status', ['draft', 'proposed', 'active', 'on_hold', 'completed', 'cancelled']), rel('created_by', 'users'), rel('counselor', 'counselors'),
      date('start'), date('target_date'), text('template'), date('accepted_at'), num('progress', { min: 0, max: 100 }),
    ],
    indexes: [index('plans', ['member'])],
    rules: {
      ...read(`${HEALTH} && ${CARE('member', 'plans')} && (status != "draft" || created_by = @request.auth.id || member.counselor.user = @request.auth.id)`),
      createRule: `${HEALTH} && @request.body.created_by = @request.auth.id && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('plans')})`,
      updateRule:
        `${HEALTH} && ${CNS_OR_MINE('member')} || ${CIRCLE_M('member', 'plans')}) && @request.body.member:changed = false && (@request.body.status:changed = false || (status = "draft" && ${ST('proposed')} && member.counselor.user = @request.auth.id) || (status = "proposed" && (${ST('active')} || ${ST('cancelled')}) && member.counselor.user != @request.auth.id) || (status = "draft" && ${ST('active')} && created_by = @request.auth.id) || (status = "active" && (${ST('on_hold')} || ${ST('completed')} || ${ST('cancelled')})) || (status = "on_hold" && (${ST('active')} || ${ST('cancelled')})) || (status = "completed" && ${ST('active')}))`,
      deleteRule: `${HEALTH} && status = "draft" && created_by = @request.auth.id`,
    },
  },
  {
    name: 'tasks',
    fields: [
      rel('member', 'members', { required: true }), rel('plan', 'plans', { cascade: true }), text('title', { required: true }), editor('details'),
      select('status', ['todo', 'in_progress', 'waiting', 'done', 'cancelled']), select('priority', ['low', 'normal', 'high', 'urgent']),
      select('category', ['call', 'document', 'appointment', 'enrollment', 'billing', 'pharmacy', 'follow_up', 'other']),
      rel('assignee', 'users'), rel('created_by', 'users'), date('due'), date('remind_at'), json('checklist'),
      select('source', ['member', 'counselor', 'assistant', 'suggestion', 'system']), text('waiting_on'), date('completed_at'),
    ],
    indexes: [index('tasks', ['member']), index('tasks', ['plan']), index('tasks', ['assignee'])],
    rules: {
      ...read(`${HEALTH} && (${CARE('member', 'plans')} || assignee = @request.auth.id)`),
      createRule: `${HEALTH} && @request.body.created_by = @request.auth.id && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('plans')})`,
      updateRule:
        `${HEALTH} && ${CNS_OR_MINE('member')} || ${CIRCLE_M('member', 'plans')} || assignee = @request.auth.id) && @request.body.member:changed = false && (@request.body.status:changed = false || (status = "todo" && (${ST('in_progress')} || ${ST('done')} || ${ST('cancelled')})) || (status = "in_progress" && (${ST('waiting')} || ${ST('done')} || ${ST('todo')} || ${ST('cancelled')})) || (status = "waiting" && (${ST('in_progress')} || ${ST('done')} || ${ST('cancelled')})) || ((status = "done" || status = "cancelled") && ${ST('todo')}))`,
      deleteRule: `${HEALTH} && created_by = @request.auth.id && status = "todo"`,
    },
  },
  {
    name: 'reports',
    fields: [
      rel('member', 'members', { required: true }),
      select('kind', ['bill_review', 'claim_denial', 'coverage_question', 'find_care', 'prescription', 'enrollment', 'complaint', 'other']),
      text('title', { required: true }), editor('description'), text('provider_name'), date('service_date'), num('amount_billed', { min: 0 }),
      num('amount_expected', { min: 0 }), num('amount_saved', { min: 0 }), file('attachments', { multi: true, mimes: DOCS, protected: true, mb: 20 }),
      rel('coverage', 'coverages'), rel('counselor', 'counselors'), select('priority', ['normal', 'urgent']),
      select('status', ['draft', 'submitted', 'in_review', 'needs_info', 'resolved', 'closed', 'withdrawn']), editor('resolution'),
      select('outcome', ['corrected', 'refund', 'reduced', 'appeal_filed', 'explained', 'referred', 'no_change']), date('submitted_at'),
      date('first_response_at'), date('resolved_at'), num('satisfaction', { min: 1, max: 5 }), text('satisfaction_note'),
    ],
    indexes: [index('reports', ['member']), index('reports', ['counselor'])],
    rules: {
      ...read(
        `${HEALTH} && (${CARE('member', 'reports')} || counselor.user = @request.auth.id) && (status != "draft" || member.user = @request.auth.id || (member.subscriber.user = @request.auth.id && member.minor = true))`,
      ),
      createRule: `${HEALTH} && ${ST('draft')} && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('reports')})`,
      updateRule:
        `${HEALTH} && (((${SELF('member')} || ${GUARD('member')} || ${CIRCLE_M('member', 'reports')}) && @request.body.amount_saved:changed = false && @request.body.resolution:changed = false && (@request.body.status:changed = false || (status = "draft" && ${ST('submitted')}) || (status = "needs_info" && ${ST('in_review')}) || ((status = "submitted" || status = "in_review" || status = "needs_info") && ${ST('withdrawn')}) || (status = "resolved" && (${ST('closed')} || ${ST('in_review')})))) || ((${CNS('member')} || counselor.user = @request.auth.id) && (@request.body.status:changed = false || (status = "submitted" && ${ST('in_review')}) || (status = "in_review" && (${ST('needs_info')} || (${ST('resolved')} && @request.body.resolution != ""))) || (status = "needs_info" && ${ST('in_review')})))) && @request.body.member:changed = false`,
      deleteRule: `${HEALTH} && ${SELF('member')} && status = "draft"`,
    },
  },
  {
    name: 'appointments',
    fields: [
      rel('member', 'members', { required: true }), rel('counselor', 'counselors'),
      select('kind', ['counselor_call', 'counselor_video', 'enrollment_session', 'provider_visit']), text('title'), text('reason'),
      date('start'), date('end'), text('timezone'), text('location'), url('meeting_url'), text('provider_name'), text('provider_phone'),
      text('provider_address'), select('status', ['requested', 'confirmed', 'cancelled', 'completed', 'no_show']), rel('booked_by', 'users'),
      rel('attendees', 'users', { multi: true }), json('preferred_times'), text('cancel_reason'), rel('cancelled_by', 'users'),
      num('reschedule_count', { min: 0, onlyInt: true }), json('reminders'), editor('notes'), num('rating', { min: 1, max: 5 }), text('ics_uid'),
    ],
    indexes: [index('appointments', ['member']), index('appointments', ['counselor', 'start'])],
    rules: {
      ...read(
        `${HEALTH} && (${SELF('member')} || ${GUARD('member')} || ${CNS('member')} || counselor.user = @request.auth.id || ${CIRCLE('member', 'appointments')})`,
      ),
      createRule:
        `${HEALTH} && @request.body.booked_by = @request.auth.id && (${BODY_MEMBER_CARE} || ${CIRCLE_NEW('appointments')}) && (${ST('requested')} || ${ST('confirmed')})`,
      updateRule:
        `${HEALTH} && ${CNS_OR_MINE('member')} || counselor.user = @request.auth.id || ${CIRCLE_M('member', 'appointments')}) && @request.body.member:changed = false && (@request.body.status:changed = false || ((status = "requested" || status = "confirmed") && ${ST('cancelled')} && @request.body.cancel_reason != "") || (status = "requested" && ${ST('confirmed')} && (member.counselor.user = @request.auth.id || counselor.user = @request.auth.id)) || (status = "confirmed" && (${ST('completed')} || ${ST('no_show')}) && (member.counselor.user = @request.auth.id || counselor.user = @request.auth.id) && start <= @now))`,
      deleteRule: null,
    },
  },
];

export const coveyCare: Migration = {
  id: '1700000400_covey_care',
  up: (app) => createCollections(app, careDefs),
  down: (app) => dropCollections(app, careDefs),
};
