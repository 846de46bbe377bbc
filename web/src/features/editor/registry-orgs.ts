/**
 * The editor's record types of employers, brokers and the service (posts, benefit plans, employers, brokers,
 * counselor profiles): data, one declaration per type, in the shapes of registry-types.ts. The member-side
 * types and the registry itself are in registry.ts.
 */
import {
  benefitPlansTypeLabels,
  brokersStatusLabels,
  counselorsLanguagesLabels,
  counselorsSpecialtiesLabels,
  employersStatusLabels,
  postsAudienceLabels,
  postsKindLabels,
  selectOptions,
} from '../../lib/select-labels';
import { t } from '../../i18n/i18n';
import { access, type TypeDef } from './registry-types';

const LANGUAGES = selectOptions(counselorsLanguagesLabels);
const SPECIALTIES = selectOptions(counselorsSpecialtiesLabels);
const PLAN_TYPES = selectOptions(benefitPlansTypeLabels);

export const posts: TypeDef = {
  collection: 'posts',
  text: {
    new: 'editor.type.posts.new',
    edit: 'editor.type.posts.edit',
    create: 'editor.type.posts.create',
    loading: 'editor.type.posts.loading',
    loadError: 'editor.type.posts.loadError',
  },
  fields: [
    {
      name: 'kind',
      label: 'editor.field.kind',
      widget: 'select',
      options: selectOptions(postsKindLabels),
      required: true,
    },
    { name: 'title', label: 'editor.field.title', widget: 'text', required: true, maxLength: 200 },
    { name: 'body', label: 'editor.field.body', widget: 'editor' },
    {
      name: 'audience',
      label: 'editor.field.audience',
      widget: 'multiselect',
      options: selectOptions(postsAudienceLabels),
      required: true,
    },
    {
      name: 'employer',
      label: 'editor.field.employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
    },
    {
      name: 'broker',
      label: 'editor.field.brokerAgency',
      widget: 'relation',
      relation: { collection: 'brokers', labels: ['name'] },
    },
    { name: 'cover', label: 'editor.field.coverImage', widget: 'image', help: 'editor.help.cover' },
    { name: 'link', label: 'editor.field.link', widget: 'url' },
    { name: 'pinned', label: 'editor.field.pinned', widget: 'bool' },
    { name: 'published', label: 'editor.field.published', widget: 'bool' },
    { name: 'published_at', label: 'editor.field.publishAt', widget: 'datetime' },
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

export const benefitPlans: TypeDef = {
  collection: 'benefit_plans',
  text: {
    new: 'editor.type.benefitPlans.new',
    edit: 'editor.type.benefitPlans.edit',
    create: 'editor.type.benefitPlans.create',
    loading: 'editor.type.benefitPlans.loading',
    loadError: 'editor.type.benefitPlans.loadError',
  },
  fields: [
    {
      name: 'employer',
      label: 'editor.field.employer',
      widget: 'relation',
      relation: { collection: 'employers', labels: ['name'] },
      required: true,
    },
    { name: 'name', label: 'form.name', widget: 'text', required: true, maxLength: 200 },
    { name: 'type', label: 'editor.field.type', widget: 'select', options: PLAN_TYPES, required: true },
    { name: 'carrier', label: 'editor.field.carrier', widget: 'text' },
    { name: 'network', label: 'editor.field.network', widget: 'text' },
    { name: 'plan_year', label: 'editor.field.planYear', widget: 'number', min: 2000, max: 2100 },
    { name: 'summary', label: 'editor.field.summary', widget: 'editor' },
    { name: 'hsa_eligible', label: 'editor.field.hsaEligible', widget: 'bool' },
    { name: 'active', label: 'editor.field.offered', widget: 'bool' },
    {
      name: 'sbc',
      label: 'editor.field.sbc',
      widget: 'pdf',
      help: 'editor.help.sbc',
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
export const employers: TypeDef = {
  collection: 'employers',
  text: {
    new: 'editor.type.employers.new',
    edit: 'editor.type.employers.edit',
    create: 'editor.type.employers.create',
    loading: 'editor.type.employers.loading',
    loadError: 'editor.type.employers.loadError',
  },
  fields: [
    { name: 'name', label: 'form.name', widget: 'text', required: true, maxLength: 200 },
    {
      name: 'broker',
      label: 'editor.field.brokerAgency',
      widget: 'relation',
      relation: { collection: 'brokers', labels: ['name'] },
    },
    { name: 'size', label: 'editor.field.employees', widget: 'number', min: 0 },
    { name: 'industry', label: 'editor.field.industry', widget: 'text' },
    { name: 'address', label: 'editor.field.address', widget: 'text' },
    {
      name: 'eligibility_domain',
      label: 'editor.field.workEmailDomain',
      widget: 'text',
      help: 'editor.help.eligibilityDomain',
    },
    { name: 'plan_year_start', label: 'editor.field.planYearStarts', widget: 'date' },
    { name: 'open_enrollment_start', label: 'editor.field.openEnrollmentStarts', widget: 'date' },
    { name: 'open_enrollment_end', label: 'editor.field.openEnrollmentEnds', widget: 'date' },
    { name: 'support_hours', label: 'editor.field.supportHours', widget: 'text' },
    {
      name: 'status',
      label: 'editor.field.status',
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
      ? { status: t('editor.employerStart') }
      : {},
  after: (r) => `/employers/${r.id}`,
};

export const brokers: TypeDef = {
  collection: 'brokers',
  text: {
    new: 'editor.type.brokers.new',
    edit: 'editor.type.brokers.edit',
    create: 'editor.type.brokers.create',
    loading: 'editor.type.brokers.loading',
    loadError: 'editor.type.brokers.loadError',
  },
  fields: [
    { name: 'name', label: 'form.name', widget: 'text', required: true, maxLength: 200 },
    { name: 'npn', label: 'editor.field.npn', widget: 'text' },
    { name: 'email', label: 'form.email', widget: 'email' },
    { name: 'phone', label: 'editor.field.phone', widget: 'text' },
    { name: 'website', label: 'editor.field.website', widget: 'url' },
    { name: 'status', label: 'editor.field.status', widget: 'select', options: selectOptions(brokersStatusLabels) },
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

export const counselors: TypeDef = {
  collection: 'counselors',
  text: {
    new: 'editor.type.counselors.new',
    edit: 'editor.type.counselors.edit',
    create: 'editor.type.counselors.create',
    loading: 'editor.type.counselors.loading',
    loadError: 'editor.type.counselors.loadError',
  },
  fields: [
    { name: 'display_name', label: 'editor.field.displayName', widget: 'text', required: true, maxLength: 120 },
    { name: 'bio', label: 'editor.field.bio', widget: 'editor' },
    { name: 'languages', label: 'editor.field.languages', widget: 'multiselect', options: LANGUAGES },
    { name: 'specialties', label: 'editor.field.specialties', widget: 'multiselect', options: SPECIALTIES },
    { name: 'credentials', label: 'editor.field.credentials', widget: 'text' },
    { name: 'timezone', label: 'editor.field.timeZone', widget: 'text', help: 'editor.help.timeZone' },
    { name: 'accepting', label: 'editor.field.acceptingNewMembers', widget: 'bool' },
    { name: 'meeting_url', label: 'editor.field.meetingLink', widget: 'url' },
    { name: 'capacity', label: 'editor.field.capacity', widget: 'number', min: 0 },
    { name: 'active', label: 'editor.field.active', widget: 'bool' },
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
