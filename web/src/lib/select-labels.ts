/**
 * Product words for the store's select values, one map per select field, keyed by the unions
 * generated from the migrations (lib/schema.ts, decision 0040): a value added in a migration fails
 * typecheck here until it has its words. Screens and the editor registry read these maps; features keep
 * their own names for them (e.g. `PLAN_STATUS_LABEL`) as aliases.
 *
 * Each label is in the catalogs as `label.<map>.<value>` (e.g. `label.plansStatus.active`, decision 0057): the
 * maps below are the English source, and reading a label returns it in the active language (select-labels.test
 * fails when a value has no catalog entry in every language).
 */
import { t } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';
import type {
  ApiKeysScopes,
  AppointmentsKind,
  AppointmentsStatus,
  BenefitPlansType,
  BrokersStatus,
  CircleMembersAccess,
  CircleMembersScopes,
  CoveragesStatus,
  CoveragesType,
  CounselorsLanguages,
  CounselorsSpecialties,
  EmployersStatus,
  FilesKind,
  InvitesKind,
  InvitesStatus,
  MembersOnboardingStep,
  MembersRelationship,
  MembersStatus,
  PlansCategory,
  PlansStatus,
  PostsAudience,
  PostsKind,
  ProfilesNeeds,
  SuggestionsKind,
  SuggestionsStatus,
  TasksCategory,
  TasksPriority,
  TasksStatus,
} from './schema';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** a Select's options from a label map, in the map's order; each label reads the active language when used */
export const selectOptions = <V extends string>(labels: Readonly<Record<V, string>>): SelectOption<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({
    value,
    get label() {
      return labels[value];
    },
  }));

export const plansStatusLabels: Record<PlansStatus, string> = {
  draft: 'Draft',
  proposed: 'Waiting for answer',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const plansCategoryLabels: Record<PlansCategory, string> = {
  enrollment: 'Enrollment',
  find_care: 'Find care',
  procedure: 'Procedure',
  chronic_condition: 'Chronic condition',
  maternity: 'Maternity',
  billing: 'Billing',
  pharmacy: 'Pharmacy',
  mental_health: 'Mental health',
  caregiving: 'Caregiving',
  general: 'General',
};

export const tasksStatusLabels: Record<TasksStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  waiting: 'Waiting',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const tasksPriorityLabels: Record<TasksPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

export const tasksCategoryLabels: Record<TasksCategory, string> = {
  call: 'Call',
  document: 'Document',
  appointment: 'Appointment',
  enrollment: 'Enrollment',
  billing: 'Billing',
  pharmacy: 'Pharmacy',
  follow_up: 'Follow-up',
  other: 'Other',
};

export const appointmentsStatusLabels: Record<AppointmentsStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'Missed',
};

export const appointmentsKindLabels: Record<AppointmentsKind, string> = {
  counselor_call: 'Phone call',
  counselor_video: 'Video call',
  enrollment_session: 'Enrollment session',
  provider_visit: 'Doctor visit',
};

export const suggestionsKindLabels: Record<SuggestionsKind, string> = {
  care: 'Care',
  cost: 'Cost',
  coverage: 'Coverage',
  enrollment: 'Enrollment',
  pharmacy: 'Pharmacy',
  wellness: 'Wellness',
  product_feedback: 'Product feedback',
};

export const suggestionsStatusLabels: Record<SuggestionsStatus, string> = {
  draft: 'Draft',
  proposed: 'Proposed',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
  expired: 'Expired',
};

export const coveragesTypeLabels: Record<CoveragesType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
  hsa: 'HSA',
  fsa: 'FSA',
  hra: 'HRA',
  other: 'Other',
};

export const coveragesStatusLabels: Record<CoveragesStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** an invitation's state as a broker's list of people names it */
export const brokerInvitesStatusLabels: Record<InvitesStatus, string> = {
  pending: 'Invited',
  accepted: 'Joined',
  revoked: 'Revoked',
  expired: 'Expired',
  declined: 'Declined',
};

/** what someone was invited as, on the employer's and broker's list of invitations they sent */
export const invitesKindLabels: Record<InvitesKind, string> = {
  member: 'Employee',
  employer_admin: 'Employer admin',
  broker_user: 'Colleague',
  circle: 'Circle',
  adult_dependent: 'Adult dependent',
  counselor: 'Counselor',
};

/** the next onboarding step, as the member's home names it (`completed` has no next step) */
export const membersOnboardingStepLabels: Record<Exclude<MembersOnboardingStep, 'completed'>, string> = {
  guide: 'Take the short tour',
  contact: 'Add your contact details',
  coverage: 'Add your coverage',
  agreement: 'Review and sign the agreements',
  information: 'Tell us what you need help with',
  pending: "We're matching you with a counselor",
};

export const membersRelationshipLabels: Record<MembersRelationship, string> = {
  self: 'Self',
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
  other_dependent: 'Other dependent',
};

export const membersStatusLabels: Record<MembersStatus, string> = {
  invited: 'Invited',
  onboarding: 'Onboarding',
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
};

/** a member's status as an employer's roster names it */
export const rosterMembersStatusLabels: Record<MembersStatus, string> = {
  invited: 'Invited',
  onboarding: 'Signed up',
  pending: 'Awaiting approval',
  active: 'Active',
  inactive: 'Deactivated',
};

/** where a member is in onboarding, as member lists and cards name it */
export const listMembersOnboardingStepLabels: Record<MembersOnboardingStep, string> = {
  guide: 'Onboarding: tour',
  contact: 'Onboarding: contact',
  coverage: 'Onboarding: coverage',
  agreement: 'Onboarding: agreements',
  information: 'Onboarding: information',
  pending: 'Pending match',
  completed: 'Onboarding complete',
};

export const circleMembersScopesLabels: Record<CircleMembersScopes, string> = {
  profile: 'Profile',
  coverage: 'Coverage',
  plans: 'Plans and tasks',
  appointments: 'Appointments',
  reports: 'Bills and claims',
  files: 'Files',
  chat: 'Counselor chat',
};

export const circleMembersAccessLabels: Record<CircleMembersAccess, string> = { view: 'Can view', manage: 'Can view and manage' };

export const profilesNeedsLabels: Record<ProfilesNeeds, string> = {
  find_doctor: 'Finding a doctor',
  bills: 'Medical bills',
  claims: 'Claims',
  prescriptions: 'Prescriptions',
  enrollment: 'Enrollment',
  mental_health: 'Mental health',
  surgery: 'Surgery',
  maternity: 'Maternity',
  chronic_condition: 'Chronic condition',
  caregiving: 'Caregiving',
  cost_estimate: 'Cost estimates',
  other: 'Other',
};

/** API key scopes (product.md §3.5) in plain words, in the order they are offered */
export const apiKeysScopesLabels: Record<ApiKeysScopes, string> = {
  'read:roster': 'Read your roster',
  'write:roster': 'Add and update roster members and invitations',
  'read:metrics': 'Read de-identified metrics',
  'read:coverages': 'Read coverages',
  'read:appointments': 'Read appointments',
  'write:appointments': 'Book and change appointments',
  'read:tasks': 'Read tasks',
  'write:tasks': 'Create and update tasks',
  'read:reports': 'Read reports',
};

export const postsKindLabels: Record<PostsKind, string> = {
  announcement: 'Announcement',
  article: 'Article',
  tip: 'Tip',
  event: 'Event',
  release_note: 'Release note',
};

/** a post's kind as the feed shows it */
export const feedPostsKindLabels: Record<PostsKind, string> = {
  article: 'Article',
  announcement: 'Announcement',
  tip: 'Tip',
  event: 'Event',
  release_note: "What's new",
};

export const postsAudienceLabels: Record<PostsAudience, string> = {
  everyone: 'Everyone',
  member: 'Members',
  counselor: 'Counselors',
  employer: 'Employer admins',
  broker: 'Brokers',
};

export const benefitPlansTypeLabels: Record<BenefitPlansType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
  hsa: 'HSA',
  fsa: 'FSA',
  hra: 'HRA',
  life: 'Life',
  disability: 'Disability',
  eap: 'EAP',
  other: 'Other',
};

export const employersStatusLabels: Record<EmployersStatus, string> = {
  prospect: 'Prospect',
  onboarding: 'Onboarding',
  active: 'Active',
  terminated: 'Terminated',
};

export const brokersStatusLabels: Record<BrokersStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const counselorsLanguagesLabels: Record<CounselorsLanguages, string> = {
  en: 'English',
  es: 'Spanish',
  zh: 'Chinese',
  vi: 'Vietnamese',
  ko: 'Korean',
  tl: 'Tagalog',
  ar: 'Arabic',
  fr: 'French',
  ru: 'Russian',
  ht: 'Haitian Creole',
};

export const counselorsSpecialtiesLabels: Record<CounselorsSpecialties, string> = {
  medical: 'Medical',
  pharmacy: 'Pharmacy',
  billing: 'Billing',
  mental_health: 'Mental health',
  enrollment: 'Enrollment',
  medicare: 'Medicare',
  surgery: 'Surgery',
  maternity: 'Maternity',
  caregiving: 'Caregiving',
};

export const filesKindLabels: Record<FilesKind, string> = {
  insurance_card: 'Insurance card',
  eob: 'Explanation of benefits',
  bill: 'Bill',
  receipt: 'Receipt',
  sbc: 'Summary of benefits',
  letter: 'Letter',
  claim_form: 'Claim form',
  id_document: 'ID document',
  prescription: 'Prescription',
  other: 'Other',
};

/** every label map by its catalog prefix: `label.<prefix>.<value>` */
export const LABEL_MAPS: Readonly<Record<string, Record<string, string>>> = {
  apiKeysScopes: apiKeysScopesLabels,
  appointmentsKind: appointmentsKindLabels,
  appointmentsStatus: appointmentsStatusLabels,
  benefitPlansType: benefitPlansTypeLabels,
  brokerInvitesStatus: brokerInvitesStatusLabels,
  brokersStatus: brokersStatusLabels,
  circleMembersAccess: circleMembersAccessLabels,
  circleMembersScopes: circleMembersScopesLabels,
  counselorsLanguages: counselorsLanguagesLabels,
  counselorsSpecialties: counselorsSpecialtiesLabels,
  coveragesStatus: coveragesStatusLabels,
  coveragesType: coveragesTypeLabels,
  employersStatus: employersStatusLabels,
  feedPostsKind: feedPostsKindLabels,
  filesKind: filesKindLabels,
  invitesKind: invitesKindLabels,
  listMembersOnboardingStep: listMembersOnboardingStepLabels,
  membersOnboardingStep: membersOnboardingStepLabels,
  membersRelationship: membersRelationshipLabels,
  membersStatus: membersStatusLabels,
  plansCategory: plansCategoryLabels,
  plansStatus: plansStatusLabels,
  postsAudience: postsAudienceLabels,
  postsKind: postsKindLabels,
  profilesNeeds: profilesNeedsLabels,
  rosterMembersStatus: rosterMembersStatusLabels,
  suggestionsKind: suggestionsKindLabels,
  suggestionsStatus: suggestionsStatusLabels,
  tasksCategory: tasksCategoryLabels,
  tasksPriority: tasksPriorityLabels,
  tasksStatus: tasksStatusLabels,
};

/** the catalog id of one select value's label */
export const labelId = (prefix: string, value: string): MessageId => `label.${prefix}.${value}` as MessageId;

// each label reads the active language; the English above stands in until the catalog has the id
for (const [prefix, labels] of Object.entries(LABEL_MAPS)) {
  for (const [value, english] of Object.entries(labels)) {
    const id = labelId(prefix, value);
    Object.defineProperty(labels, value, {
      enumerable: true,
      configurable: false,
      get: () => {
        const text = t(id);
        return text === id ? english : text;
      },
    });
  }
}
