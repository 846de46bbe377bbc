/**
 * One page of an employer's roster (issue #27, decision 0066): the server searches, filters, sorts (the
 * `members (employer, last_name, first_name, id)` index) and counts; the screen gets 50 rows with the
 * table's fields, never the whole roster (5,000+ records at a real customer's size).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { RosterMember } from './org-types';
import { orgKeys } from './orgs-api';

export const ROSTER_PAGE = 50;
const ROSTER_SORT = 'last_name,first_name,id';
const ROSTER_FIELDS = 'id,user,first_name,last_name,email,employer,employee_id,eligibility_start,eligibility_end,status';

/** what the roster table and its actions read of a row */
export type RosterRow = Pick<RosterMember, 'id' | 'user' | 'first_name' | 'last_name' | 'email' | 'employer' | 'employee_id' | 'eligibility_start' | 'eligibility_end' | 'status'>;

export interface RosterPage {
  rows: RosterRow[];
  /** the page the server answered with, and how many there are for this search */
  page: number;
  pages: number;
  /** rows matching the search and status */
  matching: number;
  /** everyone on the roster */
  total: number;
}

/** the employer's rows; each word of the search in a first or last name, the email or the employee ID; the status */
export function rosterFilter(employer: string, search: string, status: string | null): string {
  const parts = [pb.filter('employer = {:e}', { e: employer })];
  for (const w of search.trim().split(/\s+/).filter(Boolean)) {
    parts.push(pb.filter('(first_name ~ {:w} || last_name ~ {:w} || email ~ {:w} || employee_id ~ {:w})', { w }));
  }
  if (status) parts.push(pb.filter('status = {:s}', { s: status }));
  return parts.join(' && ');
}

export async function getRosterPage(employer: string, page: number, search: string, status: string | null): Promise<RosterPage> {
  const filtered = Boolean(search.trim() || status);
  const [list, everyone] = await Promise.all([
    pb.collection('members').getList<RosterRow>(page, ROSTER_PAGE, { filter: rosterFilter(employer, search, status), sort: ROSTER_SORT, fields: ROSTER_FIELDS }),
    // the whole roster's count beside a search ("12 of 5,065 people"); without one the page's total is it
    filtered ? pb.collection('members').getList(1, 1, { filter: rosterFilter(employer, '', null), fields: 'id' }) : null,
  ]);
  return { rows: list.items, page: list.page, pages: Math.max(1, list.totalPages), matching: list.totalItems, total: everyone ? everyone.totalItems : list.totalItems };
}

/** the roster: employees only (dependants are the members' own business); the previous page stays while the next loads */
export function useRoster(employer: string, page: number, search: string, status: string | null) {
  return useQuery({
    queryKey: [...orgKeys.roster(employer), page, search.trim(), status ?? ''],
    queryFn: () => getRosterPage(employer, page, search, status),
    enabled: Boolean(employer),
    placeholderData: keepPreviousData,
  });
}
