/** Plain words for circle scopes, access, expiry choices, relationships and statuses (product.md §2–§3.2). */
import { storeDate } from '../../../lib/store-date';
import { circleMembersAccessLabels, circleMembersScopesLabels } from '../../../lib/select-labels';
import {
  circleMembersScopesValues,
  type CircleMembersRelationship,
  type CircleMembersStatus,
  type InvitesStatus,
} from '../../../lib/schema';

export const SCOPES = circleMembersScopesValues;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_LABELS: Readonly<Record<Scope, string>> = circleMembersScopesLabels;

/** what the invitee will see (view) and, with manage, may do */
const SEE: Record<Scope, string> = {
  profile: 'contact details, address, accessibility needs and emergency contact',
  coverage: 'insurance cards and coverage details',
  plans: 'care plans and their tasks',
  appointments: 'upcoming and past appointments',
  reports: 'bill and claim cases and what was saved',
  files: 'uploaded documents such as bills and letters',
  chat: 'the conversation with the counselor',
};
const DO: Record<Scope, string> = {
  profile: 'update the profile',
  coverage: 'add or update coverage',
  plans: 'create and complete tasks',
  appointments: 'book, reschedule and cancel appointments',
  reports: 'open and follow up on cases',
  files: 'upload documents',
  chat: 'message the counselor',
};

export function scopeLabel(s: string): string {
  return SCOPE_LABELS[s as Scope] ?? s;
}

/** One sentence per scope, e.g. "Appointments: sees upcoming and past appointments; can book…" */
export function scopePreview(scopes: readonly string[], access: string, who = 'They'): string[] {
  return SCOPES.filter((s) => scopes.includes(s)).map(
    (s) => `${SCOPE_LABELS[s]}: ${who} can see ${SEE[s]}${access === 'manage' ? ` and ${DO[s]}` : ''}.`,
  );
}

const ACCESS_LABELS: Readonly<Record<string, string>> = circleMembersAccessLabels;
export const accessLabel = (a: string) => ACCESS_LABELS[a] ?? a;

/** expiry choices (days; 0 = none); 18 months is the default for adult caregivers */
export const EXPIRY_OPTIONS = [
  { value: '548', label: '18 months' },
  { value: '183', label: '6 months' },
  { value: '30', label: '30 days' },
  { value: '0', label: 'No end date' },
];

export const RELATIONSHIPS = [
  { value: 'spouse_partner', label: 'Spouse or partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'adult_child', label: 'Adult child' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'friend', label: 'Friend' },
  { value: 'professional_caregiver', label: 'Professional caregiver' },
  { value: 'guardian', label: 'Guardian' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: CircleMembersRelationship; label: string }[];
/** every relationship of the schema is offered: a new one fails typecheck here until it has words */
type MissingRelationship = Exclude<CircleMembersRelationship, (typeof RELATIONSHIPS)[number]['value']>;
const _everyRelationship: [MissingRelationship] extends [never] ? true : MissingRelationship = true;
export const relationshipLabel = (r: string) => RELATIONSHIPS.find((x) => x.value === r)?.label ?? '';

/** an invitation's or a circle row's status (the two lists share their words) */
const STATUS: Readonly<Record<string, { label: string; color: string }>> = {
  pending: { label: 'Pending', color: 'yellow.9' },
  invited: { label: 'Invited', color: 'yellow.9' },
  active: { label: 'Active', color: 'green.9' },
  accepted: { label: 'Accepted', color: 'green.9' },
  declined: { label: 'Declined', color: 'gray.8' },
  revoked: { label: 'Access ended', color: 'red.9' },
  left: { label: 'Left', color: 'gray.8' },
  expired: { label: 'Expired', color: 'gray.8' },
} satisfies Record<InvitesStatus | CircleMembersStatus, { label: string; color: string }>;
export const statusLabel = (s: string) => STATUS[s] ?? { label: s, color: 'gray.8' };

/** "until 12 May 2027" or "no end date" */
export function expiryText(expires: string): string {
  if (!expires) return 'No end date';
  const d = storeDate(expires);
  return Number.isNaN(d.getTime()) ? '' : `Until ${d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** an active row that has not run out */
export function rowLive(row: { status: string; expires: string }, now = new Date()): boolean {
  if (row.status !== 'active') return false;
  if (!row.expires) return true;
  return storeDate(row.expires).getTime() > now.getTime();
}
