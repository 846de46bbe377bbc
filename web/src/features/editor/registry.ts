/**
 * The generic editor's registry (product.md §4 "Edit"): per record type and role, the fields shown,
 * the ones that role may change (the rest are read-only), widgets, defaults, fixed values sent on
 * create, validation and where to go after saving. The store's rules stay the authority; this only
 * keeps the form honest. Types with a dedicated screen point there instead (`redirect`).
 * It is data (one declaration per record type, ten types); the shapes are in registry-types.ts and the
 * logic in lib/ and components/.
 * Rich text (`editor` fields) is a plain textarea turned into paragraphs: no editor light enough for
 * the bundle budget was worth a dependency yet.
 */
import {
  benefitPlansTypeLabels,
  brokersStatusLabels,
  counselorsLanguagesLabels,
  counselorsSpecialtiesLabels,
  employersStatusLabels,
  filesKindLabels,
  membersRelationshipLabels,
  membersStatusLabels,
  plansCategoryLabels,
  postsAudienceLabels,
  postsKindLabels,
  selectOptions,
  suggestionsKindLabels,
  tasksCategoryLabels,
  tasksPriorityLabels,
} from '../../lib/select-labels';

import { access, type TypeDef } from './registry-types';
export { accessFor } from './registry-types';
export type { EditorContext, EditorRole, FieldDef,  RoleAccess, TypeDef,  } from './registry-types';

const LANGUAGES = selectOptions(counselorsLanguagesLabels);
const SPECIALTIES = selectOptions(counselorsSpecialtiesLabels);
const PLAN_TYPES = selectOptions(benefitPlansTypeLabels);
const FILE_KINDS = selectOptions(filesKindLabels);
const PERSON = ['first_name', 'last_name'];
const MEMBER_REL = { collection: 'members', labels: PERSON };

const posts: TypeDef = {
  collection: 'posts',
  label: 'post',
  fields: [
    {
      name: 'kind',
      label: 'Kind',
      widget: 'select',
      options: selectOptions(postsKindLabels),
      required: true,
    },
    { name: 'title', label: 'Title', widget: 'text', required: true, maxLength: 200 },
    { name: 'body', label: 'Body', widget: 'editor' },
    {
      name: 'audience',
      label: 'Audience',
      widget: 'multiselect',
      options: selectOptions(postsAudienceLabels),
      required: true,
    },
    {
      name: 'employer',
      label: 'Employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
    },
    {
      name: 'broker',
      label: 'Broker agency',
      widget: 'relation',
      relation: { collection: 'brokers', labels: ['name'] },
    },
    { name: 'cover', label: 'Cover image', widget: 'image', help: 'A JPG, PNG or WebP photo up to 5 MB.' },
    { name: 'link', label: 'Link', widget: 'url' },
    { name: 'pinned', label: 'Pinned', widget: 'bool' },
    { name: 'published', label: 'Published', widget: 'bool' },
    { name: 'published_at', label: 'Publish at', widget: 'datetime' },
  ],
  roles: {
    employer: access(
      ['kind', 'title', 'body', 'cover', 'audience', 'employer', 'link', 'pinned', 'published', 'published_at'],
      ['kind', 'title', 'body', 'cover', 'audience', 'link', 'pinned', 'published', 'published_at'],
    ),
    broker: access(
      ['kind', 'title', 'body', 'cover', 'audience', 'broker', 'link', 'pinned', 'published', 'published_at'],
      ['kind', 'title', 'body', 'cover', 'audience', 'link', 'pinned', 'published', 'published_at'],
    ),
    counselor: access(
      ['kind', 'title', 'body', 'cover', 'audience', 'link', 'published', 'published_at'],
      ['title', 'body', 'cover', 'audience', 'link', 'published', 'published_at'],
    ),
  },
  defaults: (c) => ({
    kind: c.role === 'counselor' ? 'tip' : 'announcement',
    audience: c.role === 'broker' ? ['employer'] : ['member'],
    employer: c.role === 'employer' ? c.employer : '',
    broker: c.role === 'broker' ? c.broker : '',
    published: true,
    published_at: new Date().toISOString(),
  }),
  fixed: (c) => ({ author: c.userId }),
  after: () => '/feed',
};

const suggestions: TypeDef = {
  collection: 'suggestions',
  label: 'suggestion',
  fields: [
    { name: 'member', label: 'For', widget: 'relation', relation: MEMBER_REL, required: true },
    {
      name: 'kind',
      label: 'Kind',
      widget: 'select',
      options: selectOptions(suggestionsKindLabels),
      required: true,
    },
    { name: 'title', label: 'Title', widget: 'text', required: true, maxLength: 200 },
    { name: 'body', label: 'Details', widget: 'editor' },
    { name: 'estimated_savings', label: 'Estimated savings (USD)', widget: 'number', min: 0 },
    { name: 'expires', label: 'Expires', widget: 'date' },
  ],
  roles: {
    counselor: access(['member', 'kind', 'title', 'body', 'estimated_savings', 'expires']),
    member: access(['kind', 'title', 'body'], ['title', 'body'], true, false),
    employer: access(['kind', 'title', 'body'], ['title', 'body'], true, false),
    broker: access(['kind', 'title', 'body'], ['title', 'body'], true, false),
  },
  defaults: (c) => ({ kind: c.role === 'counselor' ? 'care' : 'product_feedback', status: 'draft' }),
  fixed: (c) => ({ author: c.userId, status: 'draft' }),
  after: () => '/suggestions',
};

const benefitPlans: TypeDef = {
  collection: 'benefit_plans',
  label: 'benefit plan',
  fields: [
    {
      name: 'employer',
      label: 'Employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
      required: true,
    },
    { name: 'name', label: 'Name', widget: 'text', required: true, maxLength: 200 },
    { name: 'type', label: 'Type', widget: 'select', options: PLAN_TYPES, required: true },
    { name: 'carrier', label: 'Carrier', widget: 'text' },
    { name: 'network', label: 'Network', widget: 'text' },
    { name: 'plan_year', label: 'Plan year', widget: 'number', min: 2000, max: 2100 },
    { name: 'summary', label: 'Summary', widget: 'editor' },
    { name: 'hsa_eligible', label: 'HSA eligible', widget: 'bool' },
    { name: 'active', label: 'Offered', widget: 'bool' },
    {
      name: 'sbc',
      label: 'Summary of benefits and coverage (PDF)',
      widget: 'pdf',
      help: "The plan's SBC, up to 20 MB. Members' assistant answers quote it with page numbers.",
    },
  ],
  roles: {
    employer: access([
      'employer',
      'name',
      'type',
      'carrier',
      'network',
      'plan_year',
      'summary',
      'hsa_eligible',
      'active',
      'sbc',
    ]),
    broker: access([
      'employer',
      'name',
      'type',
      'carrier',
      'network',
      'plan_year',
      'summary',
      'hsa_eligible',
      'active',
      'sbc',
    ]),
  },
  defaults: (c) => ({ employer: c.employer, active: true, type: 'medical', plan_year: new Date().getFullYear() }),
  after: (r) => `/employers/${String(r['employer'] ?? '')}`,
};

const EMPLOYER_FIELDS = [
  'name',
  'size',
  'industry',
  'address',
  'eligibility_domain',
  'plan_year_start',
  'open_enrollment_start',
  'open_enrollment_end',
  'support_hours',
  'status',
];
const employers: TypeDef = {
  collection: 'employers',
  label: 'employer',
  fields: [
    { name: 'name', label: 'Name', widget: 'text', required: true, maxLength: 200 },
    {
      name: 'broker',
      label: 'Broker agency',
      widget: 'relation',
      relation: { collection: 'brokers', labels: ['name'] },
    },
    { name: 'size', label: 'Employees', widget: 'number', min: 0 },
    { name: 'industry', label: 'Industry', widget: 'text' },
    { name: 'address', label: 'Address', widget: 'text' },
    {
      name: 'eligibility_domain',
      label: 'Work email domain',
      widget: 'text',
      help: 'People signing up with this domain are matched to the employer.',
    },
    { name: 'plan_year_start', label: 'Plan year starts', widget: 'date' },
    { name: 'open_enrollment_start', label: 'Open enrollment starts', widget: 'date' },
    { name: 'open_enrollment_end', label: 'Open enrollment ends', widget: 'date' },
    { name: 'support_hours', label: 'Support hours', widget: 'text' },
    {
      name: 'status',
      label: 'Status',
      widget: 'select',
      options: selectOptions(employersStatusLabels),
    },
  ],
  roles: {
    employer: access(
      ['name', 'broker', ...EMPLOYER_FIELDS.slice(1)],
      EMPLOYER_FIELDS.filter((f) => f !== 'status'),
      false,
    ),
    broker: access(['name', 'broker', ...EMPLOYER_FIELDS.slice(1)], [...EMPLOYER_FIELDS, 'broker']),
  },
  defaults: (c) => ({ broker: c.broker, status: 'prospect' }),
  validate: (v, isNew): Record<string, string> =>
    isNew && v['status'] && !['prospect', 'onboarding'].includes(String(v['status']))
      ? { status: 'A new employer starts as a prospect or onboarding.' }
      : {},
  after: (r) => `/employers/${r.id}`,
};

const brokers: TypeDef = {
  collection: 'brokers',
  label: 'broker agency',
  fields: [
    { name: 'name', label: 'Name', widget: 'text', required: true, maxLength: 200 },
    { name: 'npn', label: 'National producer number', widget: 'text' },
    { name: 'email', label: 'Email', widget: 'email' },
    { name: 'phone', label: 'Phone', widget: 'text' },
    { name: 'website', label: 'Website', widget: 'url' },
    { name: 'status', label: 'Status', widget: 'select', options: selectOptions(brokersStatusLabels) },
  ],
  roles: {
    broker: access(
      ['name', 'npn', 'email', 'phone', 'website', 'status'],
      ['name', 'npn', 'email', 'phone', 'website'],
      false,
    ),
  },
  after: (r) => `/brokers/${r.id}`,
};

const counselors: TypeDef = {
  collection: 'counselors',
  label: 'counselor profile',
  fields: [
    { name: 'display_name', label: 'Display name', widget: 'text', required: true, maxLength: 120 },
    { name: 'bio', label: 'Bio', widget: 'editor' },
    { name: 'languages', label: 'Languages', widget: 'multiselect', options: LANGUAGES },
    { name: 'specialties', label: 'Specialties', widget: 'multiselect', options: SPECIALTIES },
    { name: 'credentials', label: 'Credentials', widget: 'text' },
    { name: 'timezone', label: 'Time zone', widget: 'text', help: 'For example America/Chicago.' },
    { name: 'accepting', label: 'Accepting new members', widget: 'bool' },
    { name: 'meeting_url', label: 'Meeting link', widget: 'url' },
    { name: 'capacity', label: 'Capacity', widget: 'number', min: 0 },
    { name: 'active', label: 'Active', widget: 'bool' },
  ],
  roles: {
    counselor: access(
      [
        'display_name',
        'bio',
        'languages',
        'specialties',
        'credentials',
        'timezone',
        'accepting',
        'meeting_url',
        'capacity',
        'active',
      ],
      ['display_name', 'bio', 'languages', 'specialties', 'credentials', 'timezone', 'accepting', 'meeting_url'],
      false,
    ),
  },
  after: (r) => `/counselors/${r.id}`,
};

const members: TypeDef = {
  collection: 'members',
  label: 'member',
  fields: [
    { name: 'first_name', label: 'First name', widget: 'text', required: true, maxLength: 100 },
    { name: 'last_name', label: 'Last name', widget: 'text', maxLength: 100 },
    { name: 'email', label: 'Email', widget: 'email' },
    {
      name: 'relationship',
      label: 'Relationship',
      widget: 'select',
      options: selectOptions(membersRelationshipLabels),
    },
    { name: 'employee_id', label: 'Employee ID', widget: 'text' },
    { name: 'eligibility_start', label: 'Eligible from', widget: 'date' },
    { name: 'eligibility_end', label: 'Eligible until', widget: 'date' },
    {
      name: 'employer',
      label: 'Employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
    },
    {
      name: 'counselor',
      label: 'Counselor',
      widget: 'relation',
      relation: { collection: 'counselors', labels: ['display_name'] },
    },
    {
      name: 'status',
      label: 'Status',
      widget: 'select',
      options: selectOptions(membersStatusLabels),
    },
  ],
  roles: {
    member: access(
      ['first_name', 'last_name', 'email', 'relationship', 'employer', 'counselor', 'status'],
      ['first_name', 'last_name', 'email', 'relationship'],
    ),
    counselor: access(
      ['first_name', 'last_name', 'email', 'relationship', 'employer', 'counselor', 'status'],
      ['first_name', 'last_name', 'email'],
      false,
    ),
    employer: access(
      [
        'first_name',
        'last_name',
        'email',
        'employee_id',
        'eligibility_start',
        'eligibility_end',
        'employer',
        'counselor',
        'status',
      ],
      ['first_name', 'last_name', 'email', 'employee_id', 'eligibility_start', 'eligibility_end', 'status'],
    ),
    broker: access(
      ['first_name', 'last_name', 'email', 'employee_id', 'eligibility_start', 'eligibility_end', 'employer', 'status'],
      [],
      false,
      false,
    ),
  },
  defaults: (c) => (c.role === 'employer' ? { employer: c.employer, status: 'invited' } : { relationship: 'child' }),
  fixed: (c) => (c.role === 'member' ? { subscriber: c.selfMember } : {}),
  validate: (v, isNew): Record<string, string> =>
    isNew && v['relationship'] === 'self'
      ? { relationship: 'Your own record already exists; add a dependent instead.' }
      : {},
  after: (r) => `/members/${r.id}`,
};

const files: TypeDef = {
  collection: 'files',
  label: 'file',
  fields: [
    { name: 'member', label: 'Person', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'title', label: 'Title', widget: 'text', maxLength: 120 },
    { name: 'kind', label: 'Kind', widget: 'select', options: FILE_KINDS },
    {
      name: 'report',
      label: 'Linked report',
      widget: 'relation',
      relation: { collection: 'reports', labels: ['title'] },
    },
    { name: 'task', label: 'Linked task', widget: 'relation', relation: { collection: 'tasks', labels: ['title'] } },
    {
      name: 'appointment',
      label: 'Linked appointment',
      widget: 'relation',
      relation: { collection: 'appointments', labels: ['title'] },
    },
    { name: 'shared_with_counselor', label: 'Shared with counselor', widget: 'bool' },
    { name: 'notes', label: 'Notes', widget: 'textarea', maxLength: 2000 },
  ],
  roles: {
    member: access(
      ['member', 'title', 'kind', 'report', 'task', 'appointment', 'shared_with_counselor', 'notes'],
      ['title', 'kind', 'report', 'task', 'appointment', 'shared_with_counselor', 'notes'],
      false,
    ),
    counselor: access(
      ['member', 'title', 'kind', 'report', 'task', 'appointment', 'shared_with_counselor', 'notes'],
      ['title', 'kind', 'report', 'task', 'appointment', 'notes'],
      false,
    ),
  },
  after: (r) => `/files/${r.id}`,
};

const TASK_FIELDS = ['member', 'plan', 'title', 'details', 'priority', 'category', 'due'];
const tasks: TypeDef = {
  collection: 'tasks',
  label: 'task',
  fields: [
    { name: 'member', label: 'For', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'plan', label: 'Plan', widget: 'relation', relation: { collection: 'plans', labels: ['title'] } },
    { name: 'title', label: 'Title', widget: 'text', required: true, maxLength: 200 },
    { name: 'details', label: 'Details', widget: 'editor' },
    {
      name: 'priority',
      label: 'Priority',
      widget: 'select',
      options: selectOptions(tasksPriorityLabels),
    },
    {
      name: 'category',
      label: 'Category',
      widget: 'select',
      options: selectOptions(tasksCategoryLabels),
    },
    { name: 'due', label: 'Due', widget: 'datetime' },
  ],
  roles: { member: access(TASK_FIELDS), counselor: access(TASK_FIELDS) },
  defaults: (c) => ({ member: c.selfMember, priority: 'normal', category: 'other' }),
  fixed: (c) => ({ created_by: c.userId, status: 'todo', source: c.role === 'counselor' ? 'counselor' : 'member' }),
  after: (r) => `/tasks/${r.id}`,
};

const PLAN_FIELDS = ['member', 'title', 'goal', 'category', 'start', 'target_date'];
const plans: TypeDef = {
  collection: 'plans',
  label: 'plan',
  fields: [
    { name: 'member', label: 'For', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'title', label: 'Title', widget: 'text', required: true, maxLength: 200 },
    { name: 'goal', label: 'Goal', widget: 'editor' },
    {
      name: 'category',
      label: 'Category',
      widget: 'select',
      options: selectOptions(plansCategoryLabels),
    },
    { name: 'start', label: 'Start', widget: 'date' },
    { name: 'target_date', label: 'Target date', widget: 'date' },
  ],
  roles: { member: access(PLAN_FIELDS), counselor: access(PLAN_FIELDS) },
  defaults: (c) => ({ member: c.selfMember, category: 'general' }),
  fixed: (c) => ({ created_by: c.userId, status: 'draft' }),
  after: (r) => `/plans/${r.id}`,
};

export const REGISTRY: Record<string, TypeDef> = {
  posts,
  suggestions,
  benefit_plans: benefitPlans,
  employers,
  brokers,
  counselors,
  members,
  files,
  tasks,
  plans,
};

/** types with their own screens: the editor sends people there */
export const DEDICATED: Record<string, { create: string; edit: (id: string) => string }> = {
  reports: { create: '/reports/new', edit: (id) => `/reports/${id}` },
  appointments: { create: '/appointments/new', edit: (id) => `/appointments/${id}` },
  coverages: { create: '/coverages/new', edit: (id) => `/coverages/edit/${id}` },
  circles: { create: '/circles', edit: (id) => `/circles/${id}` },
};
