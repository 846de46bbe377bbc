/** Plain words for circle scopes, access, expiry choices, relationships and statuses (product.md §2–§3.2). */
import { storeDate } from '../../../lib/store-date';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { formatDay } from '../../../lib/format-date';
import { circleMembersAccessLabels, circleMembersScopesLabels } from '../../../lib/select-labels';
import {
  circleMembersScopesValues,
  type CircleMembersAccess,
  type CircleMembersRelationship,
  type CircleMembersStatus,
  type InvitesStatus,
} from '../../../lib/schema';

export const SCOPES = circleMembersScopesValues;
type Scope = (typeof SCOPES)[number];

/** a scope in words, in the active language (lib/select-labels) */
export const scopeLabel = (s: string): string => circleMembersScopesLabels[s as Scope] ?? s;

/** what the invitee will see (view) and, with manage, may do: one sentence per scope and access */
const PREVIEW: Readonly<Record<Scope, { view: MessageId; manage: MessageId }>> = {
  profile: { view: 'circles.preview.profile', manage: 'circles.preview.profileManage' },
  coverage: { view: 'circles.preview.coverage', manage: 'circles.preview.coverageManage' },
  plans: { view: 'circles.preview.plans', manage: 'circles.preview.plansManage' },
  appointments: { view: 'circles.preview.appointments', manage: 'circles.preview.appointmentsManage' },
  reports: { view: 'circles.preview.reports', manage: 'circles.preview.reportsManage' },
  files: { view: 'circles.preview.files', manage: 'circles.preview.filesManage' },
  chat: { view: 'circles.preview.chat', manage: 'circles.preview.chatManage' },
};

/** the viewer themself in a preview ("You can see…") */
export const YOU = Symbol('you');

/**
 * One sentence per scope, e.g. "Appointments: Riley can see upcoming and past appointments and book…";
 * `who` is a first name, YOU, or nobody yet ("They can see…").
 */
export function scopePreview(scopes: readonly string[], access: string, who: string | typeof YOU = ''): string[] {
  const values =
    who === YOU ? { person: 'you', name: '' } : who ? { person: 'name', name: who } : { person: 'they', name: '' };
  return SCOPES.filter((s) => scopes.includes(s)).map((s) =>
    t(access === 'manage' ? PREVIEW[s].manage : PREVIEW[s].view, values),
  );
}

export const accessLabel = (a: string): string => circleMembersAccessLabels[a as CircleMembersAccess] ?? a;

/** expiry choices (days; 0 = none); 18 months is the default for adult caregivers */
const EXPIRY = [
  { value: '548', label: 'circles.expiry.months18', fromToday: 'circles.expiry.months18FromToday' },
  { value: '183', label: 'circles.expiry.months6', fromToday: 'circles.expiry.months6FromToday' },
  { value: '30', label: 'circles.expiry.days30', fromToday: 'circles.expiry.days30FromToday' },
  { value: '0', label: 'circles.expiry.none', fromToday: 'circles.expiry.none' },
] as const satisfies readonly { value: string; label: MessageId; fromToday: MessageId }[];

/** the expiry choices in the active language; `fromToday` when renewing ("6 months from today") */
export const expiryOptions = (fromToday = false) =>
  EXPIRY.map((o) => ({ value: o.value, label: t(fromToday ? o.fromToday : o.label) }));

const RELATIONSHIPS = [
  { value: 'spouse_partner', label: 'circles.relationship.spousePartner' },
  { value: 'parent', label: 'circles.relationship.parent' },
  { value: 'adult_child', label: 'circles.relationship.adultChild' },
  { value: 'sibling', label: 'circles.relationship.sibling' },
  { value: 'friend', label: 'circles.relationship.friend' },
  { value: 'professional_caregiver', label: 'circles.relationship.professionalCaregiver' },
  { value: 'guardian', label: 'circles.relationship.guardian' },
  { value: 'other', label: 'circles.relationship.other' },
] as const satisfies readonly { value: CircleMembersRelationship; label: MessageId }[];
/** every relationship of the schema is offered: a new one fails typecheck here until it has words */
type MissingRelationship = Exclude<CircleMembersRelationship, (typeof RELATIONSHIPS)[number]['value']>;
const _everyRelationship: [MissingRelationship] extends [never] ? true : MissingRelationship = true;
export const relationshipOptions = () => RELATIONSHIPS.map((r) => ({ value: r.value, label: t(r.label) }));
export const relationshipLabel = (r: string) => {
  const found = RELATIONSHIPS.find((x) => x.value === r);
  return found ? t(found.label) : '';
};

/** an invitation's or a circle row's status (the two lists share their words) */
const STATUS: Readonly<Record<string, { label: MessageId; color: string }>> = {
  pending: { label: 'circles.status.pending', color: 'yellow.9' },
  invited: { label: 'circles.status.invited', color: 'yellow.9' },
  active: { label: 'circles.status.active', color: 'green.9' },
  accepted: { label: 'circles.status.accepted', color: 'green.9' },
  declined: { label: 'circles.status.declined', color: 'gray.8' },
  revoked: { label: 'circles.status.revoked', color: 'red.9' },
  left: { label: 'circles.status.left', color: 'gray.8' },
  expired: { label: 'circles.status.expired', color: 'gray.8' },
} satisfies Record<InvitesStatus | CircleMembersStatus, { label: MessageId; color: string }>;
export const statusLabel = (s: string) => {
  const known = STATUS[s];
  return known ? { label: t(known.label), color: known.color } : { label: s, color: 'gray.8' };
};

/** "Until Mar 4, 2027" or "No end date" */
export function expiryText(expires: string): string {
  if (!expires) return t('circles.expiry.none');
  const day = formatDay(expires);
  return day ? t('circles.expiry.until', { date: day }) : '';
}

/** an active row that has not run out */
export function rowLive(row: { status: string; expires: string }, now = new Date()): boolean {
  if (row.status !== 'active') return false;
  if (!row.expires) return true;
  return storeDate(row.expires).getTime() > now.getTime();
}
