import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export interface HomeEmployer extends RecordModel {
  name: string;
  status: string;
  plan_year_start: string;
  open_enrollment_start: string;
  open_enrollment_end: string;
}

/** Roster statuses in funnel order (members.status). */
export const ROSTER_STATUSES = ['invited', 'onboarding', 'pending', 'active', 'inactive'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];
export type RosterCounts = Record<RosterStatus, number>;

const EMPLOYER_FIELDS = 'id,name,status,plan_year_start,open_enrollment_start,open_enrollment_end,broker';

/**
 * The employer records an employer admin administers (usually one), by name. `~` (contains) on the
 * relation ids: the store answers `admins ?= id` with nothing (reported), and record ids have one length.
 */
export function useMyEmployers(userId: string) {
  return useQuery({
    queryKey: ['employers', 'admin-of', userId],
    queryFn: () =>
      pb.collection('employers').getFullList<HomeEmployer>({
        filter: pb.filter('admins ~ {:me}', { me: userId }),
        fields: EMPLOYER_FIELDS,
        sort: 'name,id',
      }),
    enabled: userId !== '',
  });
}

/** Roster size per status, one count request per status, all at once. */
export function useRosterCounts(employerId: string) {
  return useQuery({
    queryKey: ['members', 'roster-counts', employerId],
    queryFn: async (): Promise<RosterCounts> => {
      const totals = await Promise.all(
        ROSTER_STATUSES.map((status) =>
          pb
            .collection('members')
            .getList(1, 1, {
              filter: pb.filter('employer = {:employer} && status = {:status}', { employer: employerId, status }),
              fields: 'id',
            })
            .then((page) => page.totalItems),
        ),
      );
      return Object.fromEntries(ROSTER_STATUSES.map((s, i) => [s, totals[i] ?? 0])) as RosterCounts;
    },
    enabled: employerId !== '',
  });
}

/** The broker's book of business: every employer of the broker's agencies the user can see. */
export function useBookOfBusiness(userId: string) {
  return useQuery({
    queryKey: ['employers', 'book', userId],
    queryFn: () =>
      pb.collection('employers').getFullList<HomeEmployer>({
        filter: pb.filter('broker.users ~ {:me}', { me: userId }),
        fields: EMPLOYER_FIELDS,
        sort: 'name,id',
      }),
    enabled: userId !== '',
  });
}
