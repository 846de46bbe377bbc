/* eslint-disable max-lines -- generated: one file describes the whole schema */
/**
 * GENERATED from server/src/migrations by `npm run gen:schema`: do not edit by hand.
 * `npm run gen:schema:check` (part of `npm test`) fails when this file is stale (decision 0040).
 *
 * Types and small constants only (no imports), so the web imports it too (web/src/lib/schema.ts).
 * A `<Name>Record` holds every field as the store keeps it: empty text, dates, single relations and
 * single files are '', an empty optional select is '', multi-value fields are arrays. Hidden fields
 * (never in API responses) are only on `<Name>StoredRecord`.
 */

export type RecordIdString = string;
/** `YYYY-MM-DD HH:MM:SS.mmmZ` (UTC), or '' when empty */
export type IsoDateString = string;

export const Collections = {
  AuthOrigins: '_authOrigins',
  ExternalAuths: '_externalAuths',
  Mfas: '_mfas',
  Otps: '_otps',
  Superusers: '_superusers',
  Agreements: 'agreements',
  ApiKeys: 'api_keys',
  Appointments: 'appointments',
  Availability: 'availability',
  BenefitPlans: 'benefit_plans',
  Brokers: 'brokers',
  Chats: 'chats',
  CircleMembers: 'circle_members',
  Circles: 'circles',
  Comments: 'comments',
  Counselors: 'counselors',
  Coverages: 'coverages',
  Employers: 'employers',
  Files: 'files',
  Invites: 'invites',
  Members: 'members',
  Messages: 'messages',
  Metrics: 'metrics',
  Notifications: 'notifications',
  OauthClients: 'oauth_clients',
  OauthGrants: 'oauth_grants',
  OauthTokens: 'oauth_tokens',
  Plans: 'plans',
  Posts: 'posts',
  Profiles: 'profiles',
  Reports: 'reports',
  Suggestions: 'suggestions',
  Tasks: 'tasks',
  Updates: 'updates',
  Users: 'users',
} as const;
export type CollectionName = (typeof Collections)[keyof typeof Collections];

// _authOrigins (base)

export interface AuthOriginsRecord {
  id: RecordIdString;
  /** required */
  collectionRef: string;
  /** required */
  recordRef: string;
  /** required */
  fingerprint: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// _externalAuths (base)

export interface ExternalAuthsRecord {
  id: RecordIdString;
  /** required */
  collectionRef: string;
  /** required */
  recordRef: string;
  /** required */
  provider: string;
  /** required */
  providerId: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// _mfas (base)

export interface MfasRecord {
  id: RecordIdString;
  /** required */
  collectionRef: string;
  /** required */
  recordRef: string;
  /** required */
  method: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// _otps (base)

export interface OtpsRecord {
  id: RecordIdString;
  /** required */
  collectionRef: string;
  /** required */
  recordRef: string;
  created: IsoDateString;
  updated: IsoDateString;
}
/** _otps as the store keeps it, hidden fields included (server only: never in API responses) */
export interface OtpsStoredRecord extends OtpsRecord {
  /** required */
  password: { hash: string; plain?: string };
  sentTo: string;
}

// _superusers (auth)

export interface SuperusersRecord {
  id: RecordIdString;
  created: IsoDateString;
  updated: IsoDateString;
  /** required */
  email: string;
  emailVisibility: boolean;
  verified: boolean;
}
/** _superusers as the store keeps it, hidden fields included (server only: never in API responses) */
export interface SuperusersStoredRecord extends SuperusersRecord {
  /** required */
  password: { hash: string; plain?: string };
  /** required */
  tokenKey: string;
}

// agreements (base)

export const agreementsDocumentValues = [
  'terms',
  'privacy',
  'hipaa_authorization',
  'communications_consent',
  'sms_consent',
  'ai_assistant_notice',
  'circle_consent',
  'employer_terms',
  'broker_terms',
  'baa',
] as const;
export type AgreementsDocument = (typeof agreementsDocumentValues)[number];
export const agreementsActionValues = ['accepted', 'revoked'] as const;
export type AgreementsAction = (typeof agreementsActionValues)[number];

export interface AgreementsRecord {
  id: RecordIdString;
  /** → users, required */
  user: RecordIdString;
  /** → members */
  member: RecordIdString;
  document: AgreementsDocument | '';
  /** required */
  version: string;
  action: AgreementsAction | '';
  signature_name: string;
  /** → circles */
  circle: RecordIdString;
  ip: string;
  user_agent: string;
  accepted_at: IsoDateString;
  created: IsoDateString;
  updated: IsoDateString;
}

// api_keys (base)

export const apiKeysScopesValues = [
  'read:roster',
  'write:roster',
  'read:metrics',
  'read:coverages',
  'read:appointments',
  'write:appointments',
  'read:tasks',
  'write:tasks',
  'read:reports',
] as const;
export type ApiKeysScopes = (typeof apiKeysScopesValues)[number];

export interface ApiKeysRecord {
  id: RecordIdString;
  /** → users, required */
  user: RecordIdString;
  /** required */
  name: string;
  prefix: string;
  scopes: ApiKeysScopes[];
  expires: IsoDateString;
  last_used: IsoDateString;
  last_ip: string;
  revoked: boolean;
  created: IsoDateString;
  updated: IsoDateString;
}
/** api_keys as the store keeps it, hidden fields included (server only: never in API responses) */
export interface ApiKeysStoredRecord extends ApiKeysRecord {
  hash: string;
}

// appointments (base)

export const appointmentsKindValues = [
  'counselor_call',
  'counselor_video',
  'enrollment_session',
  'provider_visit',
] as const;
export type AppointmentsKind = (typeof appointmentsKindValues)[number];
export const appointmentsStatusValues = ['requested', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type AppointmentsStatus = (typeof appointmentsStatusValues)[number];

export interface AppointmentsRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** → counselors */
  counselor: RecordIdString;
  kind: AppointmentsKind | '';
  title: string;
  reason: string;
  start: IsoDateString;
  end: IsoDateString;
  timezone: string;
  location: string;
  meeting_url: string;
  provider_name: string;
  provider_phone: string;
  provider_address: string;
  status: AppointmentsStatus | '';
  /** → users */
  booked_by: RecordIdString;
  /** → users */
  attendees: RecordIdString[];
  preferred_times: unknown;
  cancel_reason: string;
  /** → users */
  cancelled_by: RecordIdString;
  reschedule_count: number;
  reminders: unknown;
  notes: string;
  rating: number;
  ics_uid: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// availability (base)

export const availabilityKindValues = ['weekly', 'override', 'block'] as const;
export type AvailabilityKind = (typeof availabilityKindValues)[number];
export const availabilityWeekdaysValues = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type AvailabilityWeekdays = (typeof availabilityWeekdaysValues)[number];

export interface AvailabilityRecord {
  id: RecordIdString;
  /** → counselors, required */
  counselor: RecordIdString;
  kind: AvailabilityKind | '';
  weekdays: AvailabilityWeekdays[];
  start_time: string;
  end_time: string;
  date: IsoDateString;
  timezone: string;
  note: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// benefit_plans (base)

export const benefitPlansTypeValues = [
  'medical',
  'dental',
  'vision',
  'pharmacy',
  'hsa',
  'fsa',
  'hra',
  'life',
  'disability',
  'eap',
  'other',
] as const;
export type BenefitPlansType = (typeof benefitPlansTypeValues)[number];

export interface BenefitPlansRecord {
  id: RecordIdString;
  /** → employers, required */
  employer: RecordIdString;
  name: string;
  type: BenefitPlansType | '';
  carrier: string;
  network: string;
  plan_year: number;
  summary: string;
  sbc: string;
  documents: string[];
  cost_sharing: unknown;
  premiums: unknown;
  hsa_eligible: boolean;
  active: boolean;
  created: IsoDateString;
  updated: IsoDateString;
}

// brokers (base)

export const brokersLicensedStatesValues = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type BrokersLicensedStates = (typeof brokersLicensedStatesValues)[number];
export const brokersStatusValues = ['active', 'suspended'] as const;
export type BrokersStatus = (typeof brokersStatusValues)[number];

export interface BrokersRecord {
  id: RecordIdString;
  /** required */
  name: string;
  logo: string;
  npn: string;
  licensed_states: BrokersLicensedStates[];
  email: string;
  phone: string;
  website: string;
  /** → users */
  users: RecordIdString[];
  /** → users */
  owner: RecordIdString;
  status: BrokersStatus | '';
  created: IsoDateString;
  updated: IsoDateString;
}

// chats (base)

export const chatsKindValues = ['counselor', 'assistant', 'support'] as const;
export type ChatsKind = (typeof chatsKindValues)[number];
export const chatsStatusValues = ['open', 'closed'] as const;
export type ChatsStatus = (typeof chatsStatusValues)[number];

export interface ChatsRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** → counselors */
  counselor: RecordIdString;
  kind: ChatsKind | '';
  title: string;
  status: ChatsStatus | '';
  /** → users */
  participants: RecordIdString[];
  last_message: string;
  last_message_at: IsoDateString;
  last_sender_role: string;
  created: IsoDateString;
  updated: IsoDateString;
  unread_member: number;
  unread_counselor: number;
}

// circle_members (base)

export const circleMembersRelationshipValues = [
  'spouse_partner',
  'parent',
  'adult_child',
  'sibling',
  'friend',
  'professional_caregiver',
  'guardian',
  'other',
] as const;
export type CircleMembersRelationship = (typeof circleMembersRelationshipValues)[number];
export const circleMembersAccessValues = ['view', 'manage'] as const;
export type CircleMembersAccess = (typeof circleMembersAccessValues)[number];
export const circleMembersScopesValues = [
  'profile',
  'coverage',
  'plans',
  'appointments',
  'reports',
  'files',
  'chat',
] as const;
export type CircleMembersScopes = (typeof circleMembersScopesValues)[number];
export const circleMembersStatusValues = ['invited', 'active', 'declined', 'revoked', 'left', 'expired'] as const;
export type CircleMembersStatus = (typeof circleMembersStatusValues)[number];

export interface CircleMembersRecord {
  id: RecordIdString;
  /** → circles, required */
  circle: RecordIdString;
  /** → users */
  user: RecordIdString;
  email: string;
  display_name: string;
  relationship: CircleMembersRelationship | '';
  access: CircleMembersAccess | '';
  scopes: CircleMembersScopes[];
  status: CircleMembersStatus | '';
  expires: IsoDateString;
  consented_at: IsoDateString;
  /** → invites */
  invite: RecordIdString;
  created: IsoDateString;
  updated: IsoDateString;
  reminded_at: IsoDateString;
}

// circles (base)

export interface CirclesRecord {
  id: RecordIdString;
  /** → users, required */
  owner: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  name: string;
  description: string;
  active: boolean;
  created: IsoDateString;
  updated: IsoDateString;
}

// comments (base)

export const commentsScopeValues = ['plans', 'reports', 'appointments', 'files'] as const;
export type CommentsScope = (typeof commentsScopeValues)[number];

export interface CommentsRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** → plans */
  plan: RecordIdString;
  /** → tasks */
  task: RecordIdString;
  /** → reports */
  report: RecordIdString;
  /** → appointments */
  appointment: RecordIdString;
  /** → files */
  file: RecordIdString;
  scope: CommentsScope | '';
  /** → users */
  author: RecordIdString;
  author_name: string;
  body: string;
  internal: boolean;
  attachments: string[];
  edited: boolean;
  created: IsoDateString;
  updated: IsoDateString;
}

// counselors (base)

export const counselorsLanguagesValues = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'] as const;
export type CounselorsLanguages = (typeof counselorsLanguagesValues)[number];
export const counselorsSpecialtiesValues = [
  'medical',
  'pharmacy',
  'billing',
  'mental_health',
  'enrollment',
  'medicare',
  'surgery',
  'maternity',
  'caregiving',
] as const;
export type CounselorsSpecialties = (typeof counselorsSpecialtiesValues)[number];

export interface CounselorsRecord {
  id: RecordIdString;
  /** → users, required */
  user: RecordIdString;
  display_name: string;
  photo: string;
  bio: string;
  languages: CounselorsLanguages[];
  specialties: CounselorsSpecialties[];
  credentials: string;
  timezone: string;
  accepting: boolean;
  capacity: number;
  active: boolean;
  slot_minutes: number;
  buffer_before: number;
  buffer_after: number;
  min_notice_minutes: number;
  booking_window_days: number;
  max_per_day: number;
  meeting_url: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// coverages (base)

export const coveragesRelationshipValues = ['self', 'spouse', 'child', 'other'] as const;
export type CoveragesRelationship = (typeof coveragesRelationshipValues)[number];
export const coveragesTypeValues = ['medical', 'dental', 'vision', 'pharmacy', 'hsa', 'fsa', 'hra', 'other'] as const;
export type CoveragesType = (typeof coveragesTypeValues)[number];
export const coveragesStatusValues = ['draft', 'active', 'ended', 'cancelled'] as const;
export type CoveragesStatus = (typeof coveragesStatusValues)[number];
export const coveragesSourceValues = ['member', 'employer_feed', 'ocr', 'counselor'] as const;
export type CoveragesSource = (typeof coveragesSourceValues)[number];

export interface CoveragesRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** → members */
  subscriber: RecordIdString;
  relationship: CoveragesRelationship | '';
  /** → benefit_plans */
  benefit_plan: RecordIdString;
  type: CoveragesType | '';
  carrier: string;
  plan_name: string;
  network: string;
  member_id: string;
  group_number: string;
  rx_bin: string;
  rx_pcn: string;
  rx_group: string;
  effective_start: IsoDateString;
  effective_end: IsoDateString;
  status: CoveragesStatus | '';
  primary: boolean;
  card_front: string;
  card_back: string;
  documents: string[];
  accumulators: unknown;
  source: CoveragesSource | '';
  verified: boolean;
  /** → users */
  verified_by: RecordIdString;
  payer_phone: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// employers (base)

export const employersStatusValues = ['prospect', 'onboarding', 'active', 'terminated'] as const;
export type EmployersStatus = (typeof employersStatusValues)[number];

export interface EmployersRecord {
  id: RecordIdString;
  /** required */
  name: string;
  logo: string;
  size: number;
  industry: string;
  address: string;
  /** → brokers */
  broker: RecordIdString;
  /** → users */
  admins: RecordIdString[];
  /** → counselors */
  counselors: RecordIdString[];
  eligibility_domain: string;
  plan_year_start: IsoDateString;
  open_enrollment_start: IsoDateString;
  open_enrollment_end: IsoDateString;
  status: EmployersStatus | '';
  support_hours: string;
  created: IsoDateString;
  updated: IsoDateString;
}
/** employers as the store keeps it, hidden fields included (server only: never in API responses) */
export interface EmployersStoredRecord extends EmployersRecord {
  join_code: string;
}

// files (base)

export const filesKindValues = [
  'insurance_card',
  'eob',
  'bill',
  'receipt',
  'sbc',
  'letter',
  'claim_form',
  'id_document',
  'prescription',
  'other',
] as const;
export type FilesKind = (typeof filesKindValues)[number];

export interface FilesRecord {
  id: RecordIdString;
  /** → users */
  owner: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  title: string;
  kind: FilesKind | '';
  /** required */
  file: string;
  /** → reports */
  report: RecordIdString;
  /** → tasks */
  task: RecordIdString;
  /** → appointments */
  appointment: RecordIdString;
  shared_with_counselor: boolean;
  notes: string;
  extracted: unknown;
  created: IsoDateString;
  updated: IsoDateString;
}

// invites (base)

export const invitesKindValues = [
  'member',
  'employer_admin',
  'broker_user',
  'circle',
  'adult_dependent',
  'counselor',
] as const;
export type InvitesKind = (typeof invitesKindValues)[number];
export const invitesAccessValues = ['view', 'manage'] as const;
export type InvitesAccess = (typeof invitesAccessValues)[number];
export const invitesScopesValues = [
  'profile',
  'coverage',
  'plans',
  'appointments',
  'reports',
  'files',
  'chat',
] as const;
export type InvitesScopes = (typeof invitesScopesValues)[number];
export const invitesStatusValues = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitesStatus = (typeof invitesStatusValues)[number];
export const invitesRelationshipValues = [
  'spouse_partner',
  'parent',
  'adult_child',
  'sibling',
  'friend',
  'professional_caregiver',
  'guardian',
  'other',
] as const;
export type InvitesRelationship = (typeof invitesRelationshipValues)[number];

export interface InvitesRecord {
  id: RecordIdString;
  kind: InvitesKind | '';
  /** required */
  email: string;
  name: string;
  /** → users */
  inviter: RecordIdString;
  /** → employers */
  employer: RecordIdString;
  /** → brokers */
  broker: RecordIdString;
  /** → circles */
  circle: RecordIdString;
  /** → members */
  member: RecordIdString;
  access: InvitesAccess | '';
  scopes: InvitesScopes[];
  expires_in_days: number;
  message: string;
  status: InvitesStatus | '';
  expires: IsoDateString;
  /** → users */
  accepted_by: RecordIdString;
  sent_count: number;
  last_sent: IsoDateString;
  created: IsoDateString;
  updated: IsoDateString;
  relationship: InvitesRelationship | '';
  consent: boolean;
}
/** invites as the store keeps it, hidden fields included (server only: never in API responses) */
export interface InvitesStoredRecord extends InvitesRecord {
  token: string;
}

// members (base)

export const membersRelationshipValues = ['self', 'spouse', 'domestic_partner', 'child', 'other_dependent'] as const;
export type MembersRelationship = (typeof membersRelationshipValues)[number];
export const membersSourceValues = ['invite', 'join_code', 'domain', 'hris', 'broker', 'community', 'circle'] as const;
export type MembersSource = (typeof membersSourceValues)[number];
export const membersStatusValues = ['invited', 'onboarding', 'pending', 'active', 'inactive'] as const;
export type MembersStatus = (typeof membersStatusValues)[number];
export const membersOnboardingStepValues = [
  'guide',
  'contact',
  'coverage',
  'agreement',
  'information',
  'pending',
  'completed',
] as const;
export type MembersOnboardingStep = (typeof membersOnboardingStepValues)[number];
export const membersLanguageValues = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'] as const;
export type MembersLanguage = (typeof membersLanguageValues)[number];

export interface MembersRecord {
  id: RecordIdString;
  /** → users */
  user: RecordIdString;
  first_name: string;
  last_name: string;
  email: string;
  /** → employers */
  employer: RecordIdString;
  /** → members */
  subscriber: RecordIdString;
  relationship: MembersRelationship | '';
  minor: boolean;
  /** → counselors */
  counselor: RecordIdString;
  employee_id: string;
  eligibility_start: IsoDateString;
  eligibility_end: IsoDateString;
  source: MembersSource | '';
  status: MembersStatus | '';
  onboarding_step: MembersOnboardingStep | '';
  avatar: string;
  created: IsoDateString;
  updated: IsoDateString;
  adult_on: IsoDateString;
  language: MembersLanguage | '';
}

// messages (base)

export const messagesRoleValues = ['member', 'counselor', 'assistant', 'system'] as const;
export type MessagesRole = (typeof messagesRoleValues)[number];
export const messagesKindValues = ['text', 'file', 'system', 'appointment_card', 'task_card', 'handoff'] as const;
export type MessagesKind = (typeof messagesKindValues)[number];
export const messagesFeedbackValues = ['helpful', 'not_helpful'] as const;
export type MessagesFeedback = (typeof messagesFeedbackValues)[number];

export interface MessagesRecord {
  id: RecordIdString;
  /** → chats, required */
  chat: RecordIdString;
  /** → users */
  sender: RecordIdString;
  sender_name: string;
  role: MessagesRole | '';
  body: string;
  attachments: string[];
  kind: MessagesKind | '';
  read: boolean;
  read_at: IsoDateString;
  citations: unknown;
  ref_collection: string;
  ref_id: string;
  created: IsoDateString;
  updated: IsoDateString;
  attachment_names: unknown;
  feedback: MessagesFeedback | '';
}

// metrics (base)

export interface MetricsRecord {
  id: RecordIdString;
  /** → employers */
  employer: RecordIdString;
  /** → brokers */
  broker: RecordIdString;
  period_start: IsoDateString;
  period_end: IsoDateString;
  data: unknown;
  suppressed: boolean;
  created: IsoDateString;
  updated: IsoDateString;
}

// notifications (base)

export const notificationsKindValues = [
  'message',
  'appointment',
  'task',
  'report',
  'invite',
  'suggestion',
  'plan',
  'post',
  'system',
] as const;
export type NotificationsKind = (typeof notificationsKindValues)[number];
export const notificationsChannelsValues = ['in_app', 'email', 'sms', 'push'] as const;
export type NotificationsChannels = (typeof notificationsChannelsValues)[number];

export interface NotificationsRecord {
  id: RecordIdString;
  /** → users, required */
  user: RecordIdString;
  title: string;
  body: string;
  link: string;
  kind: NotificationsKind | '';
  read: boolean;
  read_at: IsoDateString;
  channels: NotificationsChannels[];
  sent_at: IsoDateString;
  /** → updates */
  update: RecordIdString;
  created: IsoDateString;
  updated: IsoDateString;
  subject_name: string;
  email_pending: boolean;
}

// oauth_clients (base)

export const oauthClientsTypeValues = ['public', 'confidential'] as const;
export type OauthClientsType = (typeof oauthClientsTypeValues)[number];
export const oauthClientsAllowedScopesValues = [
  'profile',
  'coverage:read',
  'appointments:read',
  'appointments:write',
  'tasks:read',
  'tasks:write',
  'reports:read',
  'files:read',
] as const;
export type OauthClientsAllowedScopes = (typeof oauthClientsAllowedScopesValues)[number];
export const oauthClientsStatusValues = ['pending_review', 'approved', 'suspended'] as const;
export type OauthClientsStatus = (typeof oauthClientsStatusValues)[number];

export interface OauthClientsRecord {
  id: RecordIdString;
  /** → users, required */
  owner: RecordIdString;
  /** required */
  name: string;
  logo: string;
  homepage: string;
  privacy_url: string;
  terms_url: string;
  redirect_uris: unknown;
  client_id: string;
  type: OauthClientsType | '';
  allowed_scopes: OauthClientsAllowedScopes[];
  status: OauthClientsStatus | '';
  description: string;
  created: IsoDateString;
  updated: IsoDateString;
}
/** oauth_clients as the store keeps it, hidden fields included (server only: never in API responses) */
export interface OauthClientsStoredRecord extends OauthClientsRecord {
  secret_hash: string;
}

// oauth_grants (base)

export const oauthGrantsScopesValues = [
  'profile',
  'coverage:read',
  'appointments:read',
  'appointments:write',
  'tasks:read',
  'tasks:write',
  'reports:read',
  'files:read',
] as const;
export type OauthGrantsScopes = (typeof oauthGrantsScopesValues)[number];

export interface OauthGrantsRecord {
  id: RecordIdString;
  /** → users, required */
  user: RecordIdString;
  /** → oauth_clients, required */
  client: RecordIdString;
  /** → members */
  member: RecordIdString;
  scopes: OauthGrantsScopes[];
  expires: IsoDateString;
  revoked: boolean;
  last_used: IsoDateString;
  created: IsoDateString;
  updated: IsoDateString;
}

// oauth_tokens (base)

export const oauthTokensKindValues = ['code', 'access', 'refresh'] as const;
export type OauthTokensKind = (typeof oauthTokensKindValues)[number];
export const oauthTokensCodeChallengeMethodValues = ['S256', 'plain'] as const;
export type OauthTokensCodeChallengeMethod = (typeof oauthTokensCodeChallengeMethodValues)[number];

export interface OauthTokensRecord {
  id: RecordIdString;
  /** → oauth_grants */
  grant: RecordIdString;
  /** → oauth_clients */
  client: RecordIdString;
  /** → users */
  user: RecordIdString;
  kind: OauthTokensKind | '';
  code_challenge: string;
  code_challenge_method: OauthTokensCodeChallengeMethod | '';
  redirect_uri: string;
  expires: IsoDateString;
  used: boolean;
  created: IsoDateString;
  updated: IsoDateString;
  family: string;
}
/** oauth_tokens as the store keeps it, hidden fields included (server only: never in API responses) */
export interface OauthTokensStoredRecord extends OauthTokensRecord {
  hash: string;
}

// plans (base)

export const plansCategoryValues = [
  'enrollment',
  'find_care',
  'procedure',
  'chronic_condition',
  'maternity',
  'billing',
  'pharmacy',
  'mental_health',
  'caregiving',
  'general',
] as const;
export type PlansCategory = (typeof plansCategoryValues)[number];
export const plansStatusValues = ['draft', 'proposed', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export type PlansStatus = (typeof plansStatusValues)[number];

export interface PlansRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** required */
  title: string;
  goal: string;
  category: PlansCategory | '';
  status: PlansStatus | '';
  /** → users */
  created_by: RecordIdString;
  /** → counselors */
  counselor: RecordIdString;
  start: IsoDateString;
  target_date: IsoDateString;
  template: string;
  accepted_at: IsoDateString;
  progress: number;
  created: IsoDateString;
  updated: IsoDateString;
}

// posts (base)

export const postsKindValues = ['article', 'announcement', 'tip', 'event', 'release_note'] as const;
export type PostsKind = (typeof postsKindValues)[number];
export const postsAudienceValues = ['everyone', 'member', 'counselor', 'employer', 'broker'] as const;
export type PostsAudience = (typeof postsAudienceValues)[number];
export const postsLanguageValues = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'] as const;
export type PostsLanguage = (typeof postsLanguageValues)[number];

export interface PostsRecord {
  id: RecordIdString;
  /** → users */
  author: RecordIdString;
  author_name: string;
  kind: PostsKind | '';
  title: string;
  body: string;
  cover: string;
  audience: PostsAudience[];
  /** → employers */
  employer: RecordIdString;
  /** → brokers */
  broker: RecordIdString;
  published: boolean;
  published_at: IsoDateString;
  pinned: boolean;
  link: string;
  language: PostsLanguage | '';
  created: IsoDateString;
  updated: IsoDateString;
}

// profiles (base)

export const profilesSexValues = ['female', 'male', 'intersex', 'unknown'] as const;
export type ProfilesSex = (typeof profilesSexValues)[number];
export const profilesPreferredContactValues = ['app', 'email', 'sms', 'phone'] as const;
export type ProfilesPreferredContact = (typeof profilesPreferredContactValues)[number];
export const profilesAccessibilityValues = [
  'large_text',
  'screen_reader',
  'captions',
  'interpreter',
  'tty',
  'easy_read',
] as const;
export type ProfilesAccessibility = (typeof profilesAccessibilityValues)[number];
export const profilesInterpreterLanguageValues = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'] as const;
export type ProfilesInterpreterLanguage = (typeof profilesInterpreterLanguageValues)[number];
export const profilesNeedsValues = [
  'find_doctor',
  'bills',
  'claims',
  'prescriptions',
  'enrollment',
  'mental_health',
  'surgery',
  'maternity',
  'chronic_condition',
  'caregiving',
  'cost_estimate',
  'other',
] as const;
export type ProfilesNeeds = (typeof profilesNeedsValues)[number];

export interface ProfilesRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  dob: IsoDateString;
  sex: ProfilesSex | '';
  gender_identity: string;
  pronouns: string;
  phone: string;
  address: unknown;
  preferred_contact: ProfilesPreferredContact | '';
  best_times: string;
  accessibility: ProfilesAccessibility[];
  interpreter_language: ProfilesInterpreterLanguage | '';
  emergency_contact: unknown;
  needs: ProfilesNeeds[];
  intake: unknown;
  notes_for_counselor: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// reports (base)

export const reportsKindValues = [
  'bill_review',
  'claim_denial',
  'coverage_question',
  'find_care',
  'prescription',
  'enrollment',
  'complaint',
  'other',
] as const;
export type ReportsKind = (typeof reportsKindValues)[number];
export const reportsPriorityValues = ['normal', 'urgent'] as const;
export type ReportsPriority = (typeof reportsPriorityValues)[number];
export const reportsStatusValues = [
  'draft',
  'submitted',
  'in_review',
  'needs_info',
  'resolved',
  'closed',
  'withdrawn',
] as const;
export type ReportsStatus = (typeof reportsStatusValues)[number];
export const reportsOutcomeValues = [
  'corrected',
  'refund',
  'reduced',
  'appeal_filed',
  'explained',
  'referred',
  'no_change',
] as const;
export type ReportsOutcome = (typeof reportsOutcomeValues)[number];

export interface ReportsRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  kind: ReportsKind | '';
  /** required */
  title: string;
  description: string;
  provider_name: string;
  service_date: IsoDateString;
  amount_billed: number;
  amount_expected: number;
  amount_saved: number;
  attachments: string[];
  /** → coverages */
  coverage: RecordIdString;
  /** → counselors */
  counselor: RecordIdString;
  priority: ReportsPriority | '';
  status: ReportsStatus | '';
  resolution: string;
  outcome: ReportsOutcome | '';
  submitted_at: IsoDateString;
  first_response_at: IsoDateString;
  resolved_at: IsoDateString;
  satisfaction: number;
  satisfaction_note: string;
  created: IsoDateString;
  updated: IsoDateString;
}

// suggestions (base)

export const suggestionsSourceValues = ['counselor', 'assistant', 'system', 'member'] as const;
export type SuggestionsSource = (typeof suggestionsSourceValues)[number];
export const suggestionsKindValues = [
  'care',
  'cost',
  'coverage',
  'enrollment',
  'pharmacy',
  'wellness',
  'product_feedback',
] as const;
export type SuggestionsKind = (typeof suggestionsKindValues)[number];
export const suggestionsStatusValues = ['draft', 'proposed', 'accepted', 'dismissed', 'expired'] as const;
export type SuggestionsStatus = (typeof suggestionsStatusValues)[number];
export const suggestionsDismissReasonValues = [
  'not_relevant',
  'already_done',
  'too_expensive',
  'later',
  'other',
] as const;
export type SuggestionsDismissReason = (typeof suggestionsDismissReasonValues)[number];

export interface SuggestionsRecord {
  id: RecordIdString;
  /** → members */
  member: RecordIdString;
  /** → users */
  author: RecordIdString;
  source: SuggestionsSource | '';
  kind: SuggestionsKind | '';
  /** required */
  title: string;
  body: string;
  estimated_savings: number;
  /** → plans */
  plan: RecordIdString;
  /** → tasks */
  task: RecordIdString;
  status: SuggestionsStatus | '';
  dismiss_reason: SuggestionsDismissReason | '';
  expires: IsoDateString;
  votes: number;
  created: IsoDateString;
  updated: IsoDateString;
}

// tasks (base)

export const tasksStatusValues = ['todo', 'in_progress', 'waiting', 'done', 'cancelled'] as const;
export type TasksStatus = (typeof tasksStatusValues)[number];
export const tasksPriorityValues = ['low', 'normal', 'high', 'urgent'] as const;
export type TasksPriority = (typeof tasksPriorityValues)[number];
export const tasksCategoryValues = [
  'call',
  'document',
  'appointment',
  'enrollment',
  'billing',
  'pharmacy',
  'follow_up',
  'other',
] as const;
export type TasksCategory = (typeof tasksCategoryValues)[number];
export const tasksSourceValues = ['member', 'counselor', 'assistant', 'suggestion', 'system'] as const;
export type TasksSource = (typeof tasksSourceValues)[number];

export interface TasksRecord {
  id: RecordIdString;
  /** → members, required */
  member: RecordIdString;
  /** → plans */
  plan: RecordIdString;
  /** required */
  title: string;
  details: string;
  status: TasksStatus | '';
  priority: TasksPriority | '';
  category: TasksCategory | '';
  /** → users */
  assignee: RecordIdString;
  /** → users */
  created_by: RecordIdString;
  due: IsoDateString;
  remind_at: IsoDateString;
  checklist: unknown;
  source: TasksSource | '';
  waiting_on: string;
  completed_at: IsoDateString;
  created: IsoDateString;
  updated: IsoDateString;
}

// updates (base)

export const updatesTargetCollectionValues = [
  'plans',
  'tasks',
  'reports',
  'appointments',
  'coverages',
  'files',
  'circles',
  'circle_members',
  'invites',
  'suggestions',
  'members',
  'chats',
] as const;
export type UpdatesTargetCollection = (typeof updatesTargetCollectionValues)[number];
export const updatesActionValues = [
  'created',
  'updated',
  'status_changed',
  'assigned',
  'commented',
  'shared',
  'revoked',
  'uploaded',
  'viewed_by_support',
  'impersonated',
  'viewed',
] as const;
export type UpdatesAction = (typeof updatesActionValues)[number];
export const updatesVisibilityValues = ['member', 'staff'] as const;
export type UpdatesVisibility = (typeof updatesVisibilityValues)[number];

export interface UpdatesRecord {
  id: RecordIdString;
  /** → users */
  actor: RecordIdString;
  actor_name: string;
  /** → members */
  member: RecordIdString;
  target_collection: UpdatesTargetCollection | '';
  target_id: string;
  action: UpdatesAction | '';
  summary: string;
  data: unknown;
  visibility: UpdatesVisibility | '';
  created: IsoDateString;
  updated: IsoDateString;
}

// users (auth)

export const usersRoleValues = ['member', 'counselor', 'broker', 'employer', 'demo'] as const;
export type UsersRole = (typeof usersRoleValues)[number];
export const usersLanguageValues = ['en', 'es', 'zh', 'vi', 'ko', 'tl', 'ar', 'fr', 'ru', 'ht'] as const;
export type UsersLanguage = (typeof usersLanguageValues)[number];
export const usersStatusValues = ['active', 'pending', 'suspended'] as const;
export type UsersStatus = (typeof usersStatusValues)[number];

export interface UsersRecord {
  id: RecordIdString;
  created: IsoDateString;
  updated: IsoDateString;
  /** required */
  email: string;
  emailVisibility: boolean;
  verified: boolean;
  name: string;
  avatar: string;
  role: UsersRole | '';
  phone: string;
  language: UsersLanguage | '';
  timezone: string;
  /** → employers */
  employer: RecordIdString;
  /** → brokers */
  broker: RecordIdString;
  status: UsersStatus | '';
  notify: unknown;
  allow_support_view: boolean;
  last_seen: IsoDateString;
  deletion_requested_at: IsoDateString;
  mfa_on: boolean;
}
/** users as the store keeps it, hidden fields included (server only: never in API responses) */
export interface UsersStoredRecord extends UsersRecord {
  /** required */
  password: { hash: string; plain?: string };
  /** required */
  tokenKey: string;
}

/** every collection name → its record type */
export interface CollectionRecords {
  _authOrigins: AuthOriginsRecord;
  _externalAuths: ExternalAuthsRecord;
  _mfas: MfasRecord;
  _otps: OtpsRecord;
  _superusers: SuperusersRecord;
  agreements: AgreementsRecord;
  api_keys: ApiKeysRecord;
  appointments: AppointmentsRecord;
  availability: AvailabilityRecord;
  benefit_plans: BenefitPlansRecord;
  brokers: BrokersRecord;
  chats: ChatsRecord;
  circle_members: CircleMembersRecord;
  circles: CirclesRecord;
  comments: CommentsRecord;
  counselors: CounselorsRecord;
  coverages: CoveragesRecord;
  employers: EmployersRecord;
  files: FilesRecord;
  invites: InvitesRecord;
  members: MembersRecord;
  messages: MessagesRecord;
  metrics: MetricsRecord;
  notifications: NotificationsRecord;
  oauth_clients: OauthClientsRecord;
  oauth_grants: OauthGrantsRecord;
  oauth_tokens: OauthTokensRecord;
  plans: PlansRecord;
  posts: PostsRecord;
  profiles: ProfilesRecord;
  reports: ReportsRecord;
  suggestions: SuggestionsRecord;
  tasks: TasksRecord;
  updates: UpdatesRecord;
  users: UsersRecord;
}

/** every collection name → its record as the server holds it (hidden fields included) */
export interface CollectionStoredRecords {
  _authOrigins: AuthOriginsRecord;
  _externalAuths: ExternalAuthsRecord;
  _mfas: MfasRecord;
  _otps: OtpsStoredRecord;
  _superusers: SuperusersStoredRecord;
  agreements: AgreementsRecord;
  api_keys: ApiKeysStoredRecord;
  appointments: AppointmentsRecord;
  availability: AvailabilityRecord;
  benefit_plans: BenefitPlansRecord;
  brokers: BrokersRecord;
  chats: ChatsRecord;
  circle_members: CircleMembersRecord;
  circles: CirclesRecord;
  comments: CommentsRecord;
  counselors: CounselorsRecord;
  coverages: CoveragesRecord;
  employers: EmployersStoredRecord;
  files: FilesRecord;
  invites: InvitesStoredRecord;
  members: MembersRecord;
  messages: MessagesRecord;
  metrics: MetricsRecord;
  notifications: NotificationsRecord;
  oauth_clients: OauthClientsStoredRecord;
  oauth_grants: OauthGrantsRecord;
  oauth_tokens: OauthTokensStoredRecord;
  plans: PlansRecord;
  posts: PostsRecord;
  profiles: ProfilesRecord;
  reports: ReportsRecord;
  suggestions: SuggestionsRecord;
  tasks: TasksRecord;
  updates: UpdatesRecord;
  users: UsersStoredRecord;
}

/** collection → select field → its allowed values */
export const SelectValues = {
  agreements: {
    document: agreementsDocumentValues,
    action: agreementsActionValues,
  },
  api_keys: {
    scopes: apiKeysScopesValues,
  },
  appointments: {
    kind: appointmentsKindValues,
    status: appointmentsStatusValues,
  },
  availability: {
    kind: availabilityKindValues,
    weekdays: availabilityWeekdaysValues,
  },
  benefit_plans: {
    type: benefitPlansTypeValues,
  },
  brokers: {
    licensed_states: brokersLicensedStatesValues,
    status: brokersStatusValues,
  },
  chats: {
    kind: chatsKindValues,
    status: chatsStatusValues,
  },
  circle_members: {
    relationship: circleMembersRelationshipValues,
    access: circleMembersAccessValues,
    scopes: circleMembersScopesValues,
    status: circleMembersStatusValues,
  },
  comments: {
    scope: commentsScopeValues,
  },
  counselors: {
    languages: counselorsLanguagesValues,
    specialties: counselorsSpecialtiesValues,
  },
  coverages: {
    relationship: coveragesRelationshipValues,
    type: coveragesTypeValues,
    status: coveragesStatusValues,
    source: coveragesSourceValues,
  },
  employers: {
    status: employersStatusValues,
  },
  files: {
    kind: filesKindValues,
  },
  invites: {
    kind: invitesKindValues,
    access: invitesAccessValues,
    scopes: invitesScopesValues,
    status: invitesStatusValues,
    relationship: invitesRelationshipValues,
  },
  members: {
    relationship: membersRelationshipValues,
    source: membersSourceValues,
    status: membersStatusValues,
    onboarding_step: membersOnboardingStepValues,
    language: membersLanguageValues,
  },
  messages: {
    role: messagesRoleValues,
    kind: messagesKindValues,
    feedback: messagesFeedbackValues,
  },
  notifications: {
    kind: notificationsKindValues,
    channels: notificationsChannelsValues,
  },
  oauth_clients: {
    type: oauthClientsTypeValues,
    allowed_scopes: oauthClientsAllowedScopesValues,
    status: oauthClientsStatusValues,
  },
  oauth_grants: {
    scopes: oauthGrantsScopesValues,
  },
  oauth_tokens: {
    kind: oauthTokensKindValues,
    code_challenge_method: oauthTokensCodeChallengeMethodValues,
  },
  plans: {
    category: plansCategoryValues,
    status: plansStatusValues,
  },
  posts: {
    kind: postsKindValues,
    audience: postsAudienceValues,
    language: postsLanguageValues,
  },
  profiles: {
    sex: profilesSexValues,
    preferred_contact: profilesPreferredContactValues,
    accessibility: profilesAccessibilityValues,
    interpreter_language: profilesInterpreterLanguageValues,
    needs: profilesNeedsValues,
  },
  reports: {
    kind: reportsKindValues,
    priority: reportsPriorityValues,
    status: reportsStatusValues,
    outcome: reportsOutcomeValues,
  },
  suggestions: {
    source: suggestionsSourceValues,
    kind: suggestionsKindValues,
    status: suggestionsStatusValues,
    dismiss_reason: suggestionsDismissReasonValues,
  },
  tasks: {
    status: tasksStatusValues,
    priority: tasksPriorityValues,
    category: tasksCategoryValues,
    source: tasksSourceValues,
  },
  updates: {
    target_collection: updatesTargetCollectionValues,
    action: updatesActionValues,
    visibility: updatesVisibilityValues,
  },
  users: {
    role: usersRoleValues,
    language: usersLanguageValues,
    status: usersStatusValues,
  },
} as const;

/** collection → relation field → the collection it points to, and whether it holds several ids */
export const RelationTargets = {
  agreements: {
    user: { to: 'users', multi: false },
    member: { to: 'members', multi: false },
    circle: { to: 'circles', multi: false },
  },
  api_keys: {
    user: { to: 'users', multi: false },
  },
  appointments: {
    member: { to: 'members', multi: false },
    counselor: { to: 'counselors', multi: false },
    booked_by: { to: 'users', multi: false },
    attendees: { to: 'users', multi: true },
    cancelled_by: { to: 'users', multi: false },
  },
  availability: {
    counselor: { to: 'counselors', multi: false },
  },
  benefit_plans: {
    employer: { to: 'employers', multi: false },
  },
  brokers: {
    users: { to: 'users', multi: true },
    owner: { to: 'users', multi: false },
  },
  chats: {
    member: { to: 'members', multi: false },
    counselor: { to: 'counselors', multi: false },
    participants: { to: 'users', multi: true },
  },
  circle_members: {
    circle: { to: 'circles', multi: false },
    user: { to: 'users', multi: false },
    invite: { to: 'invites', multi: false },
  },
  circles: {
    owner: { to: 'users', multi: false },
    member: { to: 'members', multi: false },
  },
  comments: {
    member: { to: 'members', multi: false },
    plan: { to: 'plans', multi: false },
    task: { to: 'tasks', multi: false },
    report: { to: 'reports', multi: false },
    appointment: { to: 'appointments', multi: false },
    file: { to: 'files', multi: false },
    author: { to: 'users', multi: false },
  },
  counselors: {
    user: { to: 'users', multi: false },
  },
  coverages: {
    member: { to: 'members', multi: false },
    subscriber: { to: 'members', multi: false },
    benefit_plan: { to: 'benefit_plans', multi: false },
    verified_by: { to: 'users', multi: false },
  },
  employers: {
    broker: { to: 'brokers', multi: false },
    admins: { to: 'users', multi: true },
    counselors: { to: 'counselors', multi: true },
  },
  files: {
    owner: { to: 'users', multi: false },
    member: { to: 'members', multi: false },
    report: { to: 'reports', multi: false },
    task: { to: 'tasks', multi: false },
    appointment: { to: 'appointments', multi: false },
  },
  invites: {
    inviter: { to: 'users', multi: false },
    employer: { to: 'employers', multi: false },
    broker: { to: 'brokers', multi: false },
    circle: { to: 'circles', multi: false },
    member: { to: 'members', multi: false },
    accepted_by: { to: 'users', multi: false },
  },
  members: {
    user: { to: 'users', multi: false },
    employer: { to: 'employers', multi: false },
    subscriber: { to: 'members', multi: false },
    counselor: { to: 'counselors', multi: false },
  },
  messages: {
    chat: { to: 'chats', multi: false },
    sender: { to: 'users', multi: false },
  },
  metrics: {
    employer: { to: 'employers', multi: false },
    broker: { to: 'brokers', multi: false },
  },
  notifications: {
    user: { to: 'users', multi: false },
    update: { to: 'updates', multi: false },
  },
  oauth_clients: {
    owner: { to: 'users', multi: false },
  },
  oauth_grants: {
    user: { to: 'users', multi: false },
    client: { to: 'oauth_clients', multi: false },
    member: { to: 'members', multi: false },
  },
  oauth_tokens: {
    grant: { to: 'oauth_grants', multi: false },
    client: { to: 'oauth_clients', multi: false },
    user: { to: 'users', multi: false },
  },
  plans: {
    member: { to: 'members', multi: false },
    created_by: { to: 'users', multi: false },
    counselor: { to: 'counselors', multi: false },
  },
  posts: {
    author: { to: 'users', multi: false },
    employer: { to: 'employers', multi: false },
    broker: { to: 'brokers', multi: false },
  },
  profiles: {
    member: { to: 'members', multi: false },
  },
  reports: {
    member: { to: 'members', multi: false },
    coverage: { to: 'coverages', multi: false },
    counselor: { to: 'counselors', multi: false },
  },
  suggestions: {
    member: { to: 'members', multi: false },
    author: { to: 'users', multi: false },
    plan: { to: 'plans', multi: false },
    task: { to: 'tasks', multi: false },
  },
  tasks: {
    member: { to: 'members', multi: false },
    plan: { to: 'plans', multi: false },
    assignee: { to: 'users', multi: false },
    created_by: { to: 'users', multi: false },
  },
  updates: {
    actor: { to: 'users', multi: false },
    member: { to: 'members', multi: false },
  },
  users: {
    employer: { to: 'employers', multi: false },
    broker: { to: 'brokers', multi: false },
  },
} as const;
