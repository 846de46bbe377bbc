/** Labels and small computations shared by the organisation screens. */
import type { Cell, RosterMember } from '../api/org-types';
import { employersStatusLabels, profilesNeedsLabels, rosterMembersStatusLabels } from '../../../lib/select-labels';
import { storeDate, storeDateMs } from '../../../lib/store-date';
import { formatNumber, intlTag } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';

export const ROSTER_STATUS: Readonly<Record<string, string>> = rosterMembersStatusLabels;
export const EMPLOYER_STATUS: Readonly<Record<string, string>> = employersStatusLabels;
/**
 * the roster status to show: a row stored as `invited` reads "Invited" only once an invitation was
 * issued for it (a CSV import adds rows without inviting anyone)
 */
export function rosterStatus(status: string, invite: { status: string } | undefined): string {
  return status === 'invited' && (!invite || !['pending', 'accepted'].includes(invite.status)) ? 'not_invited' : status;
}

export const STATUS_COLOR: Record<string, string> = {
  not_invited: 'gray',
  invited: 'gray', onboarding: 'blue', pending: 'orange', active: 'green', inactive: 'red', prospect: 'gray', terminated: 'red',
};

/** `2026-01-31 00:00:00.000Z` → `Jan 31, 2026`; '' → '—' */
export function day(v: string | undefined | null): string {
  if (!v) return '—';
  const d = storeDate(v);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** `2026-01-31 …` → `2026-01-31` for date inputs */
export const isoDay = (v: string | undefined | null) => (v ? v.slice(0, 10) : '');

/** a suppressed or plain count as shown */
export function cell(v: Cell): string {
  if (v === '<11') return '<11';
  if (v === 'hidden') return t('org.cell.heldBack');
  if (v === null || v === undefined) return '—';
  return formatNumber(v);
}

/** why a figure is not shown exactly, for the line under it; '' when it is */
export function cellNote(v: Cell): string {
  if (v === '<11') return t('org.cell.fewerThan11');
  if (v === 'hidden') return t('org.cell.toProtectPrivacy');
  return '';
}

/** `2026-10-01 00:00:00.000Z` → `October 2026` */
export function monthName(v: string | undefined | null): string {
  if (!v) return '—';
  const d = storeDate(v);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString(intlTag(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export interface Funnel {
  invited: number;
  activated: number;
  active: number;
  total: number;
}

/** roster funnel from the roster rows the admin can read (invited → activated → active) */
export function funnel(rows: RosterMember[]): Funnel {
  const employees = rows.filter((r) => !r.relationship || r.relationship === 'self');
  return {
    total: employees.filter((r) => r.status !== 'inactive').length,
    invited: employees.filter((r) => r.status !== 'inactive').length,
    activated: employees.filter((r) => Boolean(r.user)).length,
    active: employees.filter((r) => r.status === 'active').length,
  };
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: 0 }).format(part / whole) : '—';

/** whole days from today (UTC) to `v`; null when no date */
export function daysUntil(v: string, now = new Date()): number | null {
  if (!v) return null;
  const t = storeDateMs(v);
  if (Number.isNaN(t)) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((t - today) / 86_400_000);
}

export const NEED_LABEL: Readonly<Record<string, string>> = profilesNeedsLabels;
