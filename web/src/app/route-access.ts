/**
 * Who may open which route (product.md §4 role matrix) and how route parameters are validated.
 * Static paths come before parameterised ones so `/files/new` never matches `/files/:id`.
 */
import { isEditType, isRecordId, paths } from '../config/paths';

/** M member, C counselor, E employer admin, B broker, S superuser session. */
export type Who = 'M' | 'C' | 'E' | 'B' | 'S';

export interface RouteAccess {
  pattern: string;
  /** Public while signed out (guard step 1). */
  public?: boolean;
  /** No guard at all (only /oauth/authorize). */
  unguarded?: boolean;
  /** Roles allowed; `demoArea` marks /demo/** (open to every signed-in user, the demo role's home). */
  who?: readonly Who[];
  demoArea?: boolean;
  /** Member and counselor may open it only in the developer environment. */
  developerForCare?: boolean;
}

const ALL: readonly Who[] = ['M', 'C', 'E', 'B', 'S'];
const CARE: readonly Who[] = ['M', 'C', 'S'];
const STAFF_ONBOARD: readonly Who[] = ['M', 'C', 'E', 'B'];

const p = paths;

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { pattern: p.oauthAuthorize.path, unguarded: true },
  ...[p.login, p.signup, p.auth, p.authReset, p.authVerify].map((r) => ({ pattern: r.path, public: true })),
  ...[
    p.home,
    p.account,
    p.profile,
    p.feed,
    p.invites,
    p.suggestions,
    p.authOnboard,
    p.authPending,
    p.authCompleted,
    p.members,
    p.employers,
  ].map((r) => ({ pattern: r.path, who: ALL })),
  { pattern: p.apikeys.path, who: ['E', 'B', 'S'], developerForCare: true },
  ...[
    p.chat,
    p.messages,
    p.comments,
    p.updates,
    p.files,
    p.filesNew,
    p.plans,
    p.tasks,
    p.reports,
    p.reportsNew,
    p.appointments,
    p.appointmentsNew,
    p.coveragesNew,
    p.coveragesEdit,
    p.circles,
  ].map((r) => ({ pattern: r.path, who: CARE })),
  { pattern: p.brokers.path, who: ['E', 'B', 'S'] },
  ...[p.onboardGuide, p.onboardCoverage, p.onboardInformation].map((r) => ({ pattern: r.path, who: ['M'] as const })),
  ...[p.onboardContact, p.onboardAgreement].map((r) => ({ pattern: r.path, who: STAFF_ONBOARD })),
  ...[
    p.demo,
    p.demoBlog,
    p.demoPlan,
    p.demoAgent,
    p.demoReport,
    p.demoAccount,
    p.demoProfile,
    p.demoSchedule,
    p.demoAssistant,
    p.demoAppointment,
    p.demoAppointments,
    p.demoNotifications,
  ].map((r) => ({ pattern: r.path, demoArea: true })),
  // parameterised
  ...[
    p.chatThread,
    p.file,
    p.filesNewFor,
    p.plan,
    p.task,
    p.report,
    p.appointment,
    p.coverageEdit,
    p.circle,
    p.circleInvite,
  ].map((r) => ({ pattern: r.path, who: CARE })),
  ...[p.edit, p.editRecord, p.avatarNew, p.fileView, p.member, p.employer].map((r) => ({ pattern: r.path, who: ALL })),
  { pattern: p.broker.path, who: ['E', 'B', 'S'] },
  { pattern: p.counselor.path, who: ['M', 'C', 'E', 'S'] },
];

const COLLECTION_REF = /^[A-Za-z0-9_]{1,100}$/;

/** Route validation (guard step 7): `{id}` shape, `{type}` whitelist, file viewer parts. */
export function paramsValid(params: Record<string, string | undefined>): boolean {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) return false;
    if ((name === 'id' || name === 'fileId') && !isRecordId(value)) return false;
    if (name === 'type' && !isEditType(value)) return false;
    if (name === 'collectionId' && !COLLECTION_REF.test(value)) return false;
    if (name === 'file' && (value === '' || value.length > 255)) return false;
  }
  return true;
}
