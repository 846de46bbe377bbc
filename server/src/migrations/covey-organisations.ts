/**
 * Covey §3.1 organisations: counselors, availability, brokers, employers, benefit_plans, metrics.
 * Runs before covey-users (users.employer/broker point here).
 */
import type { Migration } from './migration.js';
import {
  AUTHED, LANGUAGES, SIGNED, bool, createCollections, dropCollections, editor, email, file, IMAGES, index, json, num, read, rel, select,
  text, url, date, type CollectionDef,
} from './covey-kit.js';

const SPECIALTIES = ['medical', 'pharmacy', 'billing', 'mental_health', 'enrollment', 'medicare', 'surgery', 'maternity', 'caregiving'];
const STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
const OWN_COUNSELOR = `${SIGNED} && counselor.user = @request.auth.id`;

export const organisationDefs: CollectionDef[] = [
  {
    name: 'counselors',
    fields: [
      rel('user', 'users', { required: true }), text('display_name'), file('photo', { mimes: IMAGES, mb: 2 }), editor('bio'),
      select('languages', LANGUAGES, { multi: true }), select('specialties', SPECIALTIES, { multi: true }), text('credentials'),
      text('timezone'), bool('accepting'), num('capacity', { min: 0, onlyInt: true }), bool('active'), num('slot_minutes', { min: 0 }),
      num('buffer_before', { min: 0 }), num('buffer_after', { min: 0 }), num('min_notice_minutes', { min: 0 }),
      num('booking_window_days', { min: 0 }), num('max_per_day', { min: 0 }), url('meeting_url'),
    ],
    indexes: [index('counselors', ['user'], true)],
    rules: {
      ...read(`${AUTHED} && active = true`),
      createRule: null,
      updateRule: `${SIGNED} && user = @request.auth.id && @request.body.user:changed = false && @request.body.capacity:changed = false && @request.body.active:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'availability',
    fields: [
      rel('counselor', 'counselors', { required: true, cascade: true }), select('kind', ['weekly', 'override', 'block']),
      select('weekdays', ['0', '1', '2', '3', '4', '5', '6'], { multi: true }), text('start_time'), text('end_time'), date('date'),
      text('timezone'), text('note'),
    ],
    indexes: [index('availability', ['counselor'])],
    rules: {
      ...read(OWN_COUNSELOR),
      createRule: `${OWN_COUNSELOR} && @collection.counselors.id ?= @request.body.counselor && @collection.counselors.user ?= @request.auth.id`,
      updateRule: `${OWN_COUNSELOR} && @request.body.counselor:changed = false`,
      deleteRule: OWN_COUNSELOR,
    },
  },
  {
    name: 'brokers',
    fields: [
      text('name', { required: true }), file('logo', { mimes: IMAGES, mb: 2 }), text('npn'), select('licensed_states', STATES, { multi: true }),
      email('email'), text('phone'), url('website'), rel('users', 'users', { multi: true }), rel('owner', 'users'),
      select('status', ['active', 'suspended']),
    ],
    rules: {
      ...read(
        `${AUTHED} && (users:each ?= @request.auth.id || (@collection.employers.broker ?= id && @collection.employers.admins:each ?= @request.auth.id))`,
      ),
      createRule: null,
      updateRule: `${SIGNED} && users:each ?= @request.auth.id && @request.body.users:changed = false && @request.body.status:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'employers',
    fields: [
      text('name', { required: true }), file('logo', { mimes: IMAGES, mb: 2 }), num('size', { min: 0, onlyInt: true }), text('industry'),
      text('address'), rel('broker', 'brokers'), rel('admins', 'users', { multi: true }), rel('counselors', 'counselors', { multi: true }),
      text('eligibility_domain'), text('join_code', { hidden: true }), date('plan_year_start'), date('open_enrollment_start'),
      date('open_enrollment_end'), select('status', ['prospect', 'onboarding', 'active', 'terminated']), text('support_hours'),
    ],
    indexes: [index('employers', ['broker'])],
    rules: {
      ...read(
        `${AUTHED} && (admins:each ?= @request.auth.id || broker.users:each ?= @request.auth.id || counselors.user ?= @request.auth.id || @request.auth.employer = id)`,
      ),
      createRule:
        '@request.auth.role = "broker" && @collection.brokers.id ?= @request.body.broker && @collection.brokers.users:each ?= @request.auth.id && (@request.body.status = "prospect" || @request.body.status = "onboarding")',
      updateRule:
        `${SIGNED} && ((admins:each ?= @request.auth.id && @request.body.broker:changed = false && @request.body.counselors:changed = false && @request.body.status:changed = false) || (broker.users:each ?= @request.auth.id && @request.body.counselors:changed = false && @request.body.admins:changed = false && @request.body.broker:changed = false))`,
      deleteRule: null,
    },
  },
  {
    name: 'benefit_plans',
    fields: [
      rel('employer', 'employers', { required: true }), text('name'),
      select('type', ['medical', 'dental', 'vision', 'pharmacy', 'hsa', 'fsa', 'hra', 'life', 'disability', 'eap', 'other']),
      text('carrier'), text('network'), num('plan_year', { onlyInt: true }), editor('summary'),
      file('sbc', { mimes: ['application/pdf'], mb: 20 }), file('documents', { multi: true, mimes: ['application/pdf'], mb: 20 }),
      json('cost_sharing'), json('premiums'), bool('hsa_eligible'), bool('active'),
    ],
    indexes: [index('benefit_plans', ['employer'])],
    rules: {
      ...read(
        `${AUTHED} && (employer = @request.auth.employer || employer.admins:each ?= @request.auth.id || employer.broker.users:each ?= @request.auth.id || employer.counselors.user ?= @request.auth.id)`,
      ),
      createRule:
        `${AUTHED} && @collection.employers.id ?= @request.body.employer && (@collection.employers.admins:each ?= @request.auth.id || @collection.employers.broker.users:each ?= @request.auth.id)`,
      updateRule:
        `${AUTHED} && (employer.admins:each ?= @request.auth.id || employer.broker.users:each ?= @request.auth.id) && @request.body.employer:changed = false`,
      deleteRule: null,
    },
  },
  {
    name: 'metrics',
    fields: [rel('employer', 'employers'), rel('broker', 'brokers'), date('period_start'), date('period_end'), json('data'), bool('suppressed')],
    indexes: [index('metrics', ['employer']), index('metrics', ['broker'])],
    rules: {
      ...read(
        `${AUTHED} && ((employer != "" && employer.admins:each ?= @request.auth.id) || (broker != "" && broker.users:each ?= @request.auth.id) || (employer != "" && employer.broker.users:each ?= @request.auth.id))`,
      ),
      createRule: null,
      updateRule: null,
      deleteRule: null,
    },
  },
];

export const coveyOrganisations: Migration = {
  id: '1700000100_covey_organisations',
  up: (app) => createCollections(app, organisationDefs),
  down: (app) => dropCollections(app, organisationDefs),
};
