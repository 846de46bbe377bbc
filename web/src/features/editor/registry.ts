/**
 * The generic editor's registry (product.md §4 "Edit"): per record type and role, the fields shown,
 * the ones that role may change (the rest are read-only), widgets, defaults, fixed values sent on
 * create, validation and where to go after saving. The store's rules stay the authority; this only
 * keeps the form honest. Types with a dedicated screen point there instead (`redirect`).
 * It is data (one declaration per record type, ten types: the organisations' five in registry-orgs.ts); the shapes are in registry-types.ts and the
 * logic in lib/ and components/.
 * Rich text (`editor` fields) is a plain textarea turned into paragraphs: no editor light enough for
 * the bundle budget was worth a dependency yet.
 */
import {
  filesKindLabels,
  membersRelationshipLabels,
  membersStatusLabels,
  plansCategoryLabels,
  selectOptions,
  suggestionsKindLabels,
  tasksCategoryLabels,
  tasksPriorityLabels,
} from '../../lib/select-labels';

import { t } from '../../i18n/i18n';
import { access, type TypeDef } from './registry-types';
import { benefitPlans, brokers, counselors, employers, posts } from './registry-orgs';
export { accessFor } from './registry-types';
export type { EditorContext, EditorRole, FieldDef,  RoleAccess, TypeDef,  } from './registry-types';

const FILE_KINDS = selectOptions(filesKindLabels);
const PERSON = ['first_name', 'last_name'];
const MEMBER_REL = { collection: 'members', labels: PERSON };

const suggestions: TypeDef = {
  collection: 'suggestions',
  text: {
    new: 'editor.type.suggestions.new',
    edit: 'editor.type.suggestions.edit',
    create: 'editor.type.suggestions.create',
    loading: 'editor.type.suggestions.loading',
    loadError: 'editor.type.suggestions.loadError',
  },
  fields: [
    { name: 'member', label: 'editor.field.for', widget: 'relation', relation: MEMBER_REL, required: true },
    {
      name: 'kind',
      label: 'editor.field.kind',
      widget: 'select',
      options: selectOptions(suggestionsKindLabels),
      required: true,
    },
    { name: 'title', label: 'editor.field.title', widget: 'text', required: true, maxLength: 200 },
    { name: 'body', label: 'editor.field.details', widget: 'editor' },
    { name: 'estimated_savings', label: 'editor.field.estimatedSavings', widget: 'number', min: 0 },
    { name: 'expires', label: 'editor.field.expires', widget: 'date' },
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

const members: TypeDef = {
  collection: 'members',
  text: {
    new: 'editor.type.members.new',
    edit: 'editor.type.members.edit',
    create: 'editor.type.members.create',
    loading: 'editor.type.members.loading',
    loadError: 'editor.type.members.loadError',
  },
  fields: [
    { name: 'first_name', label: 'editor.field.firstName', widget: 'text', required: true, maxLength: 100 },
    { name: 'last_name', label: 'editor.field.lastName', widget: 'text', maxLength: 100 },
    { name: 'email', label: 'form.email', widget: 'email' },
    {
      name: 'relationship',
      label: 'editor.field.relationship',
      widget: 'select',
      options: selectOptions(membersRelationshipLabels),
    },
    { name: 'employee_id', label: 'editor.field.employeeId', widget: 'text' },
    { name: 'eligibility_start', label: 'editor.field.eligibleFrom', widget: 'date' },
    { name: 'eligibility_end', label: 'editor.field.eligibleUntil', widget: 'date' },
    {
      name: 'employer',
      label: 'editor.field.employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
    },
    {
      name: 'counselor',
      label: 'editor.field.counselor',
      widget: 'relation',
      relation: { collection: 'counselors', labels: ['display_name'] },
    },
    {
      name: 'status',
      label: 'editor.field.status',
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
      ? { relationship: t('editor.ownRecord') }
      : {},
  after: (r) => `/members/${r.id}`,
};

const files: TypeDef = {
  collection: 'files',
  text: {
    new: 'editor.type.files.new',
    edit: 'editor.type.files.edit',
    create: 'editor.type.files.create',
    loading: 'editor.type.files.loading',
    loadError: 'editor.type.files.loadError',
  },
  fields: [
    { name: 'member', label: 'editor.field.person', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'title', label: 'editor.field.title', widget: 'text', maxLength: 120 },
    { name: 'kind', label: 'editor.field.kind', widget: 'select', options: FILE_KINDS },
    {
      name: 'report',
      label: 'editor.field.linkedReport',
      widget: 'relation',
      relation: { collection: 'reports', labels: ['title'] },
    },
    { name: 'task', label: 'editor.field.linkedTask', widget: 'relation', relation: { collection: 'tasks', labels: ['title'] } },
    {
      name: 'appointment',
      label: 'editor.field.linkedAppointment',
      widget: 'relation',
      relation: { collection: 'appointments', labels: ['title'] },
    },
    { name: 'shared_with_counselor', label: 'editor.field.sharedWithCounselor', widget: 'bool' },
    { name: 'notes', label: 'editor.field.notes', widget: 'textarea', maxLength: 2000 },
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
  text: {
    new: 'editor.type.tasks.new',
    edit: 'editor.type.tasks.edit',
    create: 'editor.type.tasks.create',
    loading: 'editor.type.tasks.loading',
    loadError: 'editor.type.tasks.loadError',
  },
  fields: [
    { name: 'member', label: 'editor.field.for', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'plan', label: 'editor.field.plan', widget: 'relation', relation: { collection: 'plans', labels: ['title'] } },
    { name: 'title', label: 'editor.field.title', widget: 'text', required: true, maxLength: 200 },
    { name: 'details', label: 'editor.field.details', widget: 'editor' },
    {
      name: 'priority',
      label: 'editor.field.priority',
      widget: 'select',
      options: selectOptions(tasksPriorityLabels),
    },
    {
      name: 'category',
      label: 'editor.field.category',
      widget: 'select',
      options: selectOptions(tasksCategoryLabels),
    },
    { name: 'due', label: 'editor.field.due', widget: 'datetime' },
  ],
  roles: { member: access(TASK_FIELDS), counselor: access(TASK_FIELDS) },
  defaults: (c) => ({ member: c.selfMember, priority: 'normal', category: 'other' }),
  fixed: (c) => ({ created_by: c.userId, status: 'todo', source: c.role === 'counselor' ? 'counselor' : 'member' }),
  after: (r) => `/tasks/${r.id}`,
};

const PLAN_FIELDS = ['member', 'title', 'goal', 'category', 'start', 'target_date'];
const plans: TypeDef = {
  collection: 'plans',
  text: {
    new: 'editor.type.plans.new',
    edit: 'editor.type.plans.edit',
    create: 'editor.type.plans.create',
    loading: 'editor.type.plans.loading',
    loadError: 'editor.type.plans.loadError',
  },
  fields: [
    { name: 'member', label: 'editor.field.for', widget: 'relation', relation: MEMBER_REL, required: true },
    { name: 'title', label: 'editor.field.title', widget: 'text', required: true, maxLength: 200 },
    { name: 'goal', label: 'editor.field.goal', widget: 'editor' },
    {
      name: 'category',
      label: 'editor.field.category',
      widget: 'select',
      options: selectOptions(plansCategoryLabels),
    },
    { name: 'start', label: 'editor.field.start', widget: 'date' },
    { name: 'target_date', label: 'editor.field.targetDate', widget: 'date' },
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
