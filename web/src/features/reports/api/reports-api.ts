/** Reading reports and their timeline; every key starts with `reports` so one invalidation refreshes all. */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import { listPeopleIActFor } from '../../../lib/managed-people';
import type { CommentRecord, PersonRef, ReportRecord, UpdateRecord } from './report-types';
import type { CoveragesRecord } from '../../../lib/schema';

const reportKeys = {
  all: ['reports'] as const,
  list: (scope: string) => ['reports', 'list', scope] as const,
  one: (id: string) => ['reports', 'one', id] as const,
  timeline: (id: string) => ['reports', 'timeline', id] as const,
  people: (userId: string) => ['reports', 'people', userId] as const,
  coverages: (memberId: string) => ['reports', 'coverages', memberId] as const,
};

/** every report the signed-in user may see (own, managed, caseload), newest activity first */
/** the reports in `scope` (also prefetched with the home, app/routes/main/home-data) */
export const reportsQuery = (scope = 'mine', filter = '') => ({
  queryKey: reportKeys.list(`${scope}:${filter}`),
  queryFn: () =>
    pb.collection('reports').getFullList<ReportRecord>({ filter, sort: '-updated,id', expand: 'member,member.employer' }),
});

export function useReports(scope = 'mine', filter = '') {
  return useQuery(reportsQuery(scope, filter));
}

export function useReport(id: string) {
  return useQuery({
    queryKey: reportKeys.one(id),
    queryFn: () => pb.collection('reports').getOne<ReportRecord>(id, { expand: 'member,coverage' }),
    enabled: Boolean(id),
  });
}

export interface Timeline {
  comments: CommentRecord[];
  updates: UpdateRecord[];
}

export function useTimeline(id: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.timeline(id),
    enabled: enabled && Boolean(id),
    queryFn: async (): Promise<Timeline> => {
      const [comments, updates] = await Promise.all([
        pb
          .collection('comments')
          .getFullList<CommentRecord>({ filter: pb.filter('report = {:id}', { id }), sort: 'created,id' }),
        pb.collection('updates').getFullList<UpdateRecord>({
          filter: pb.filter('target_collection = "reports" && target_id = {:id}', { id }),
          sort: 'created,id',
        }),
      ]);
      return { comments, updates };
    },
  });
}

/** the people a member can file for: themselves, the minors they guard and the people whose circle they manage for reports */
export function usePeople(userId: string) {
  return useQuery({
    queryKey: reportKeys.people(userId),
    enabled: Boolean(userId),
    queryFn: () => listPeopleIActFor<PersonRef>(userId, 'reports', { sort: 'created,id' }),
  });
}

export interface CoverageOption extends RecordModel, Pick<CoveragesRecord, 'carrier' | 'plan_name' | 'type' | 'status'> {}

export function useCoverages(memberId: string) {
  return useQuery({
    queryKey: reportKeys.coverages(memberId),
    enabled: Boolean(memberId),
    queryFn: () =>
      pb.collection('coverages').getFullList<CoverageOption>({
        filter: pb.filter('member = {:m} && status != "cancelled"', { m: memberId }),
        sort: '-primary,-created,id',
      }),
  });
}

/** a short-lived token for the protected attachments */
export function useFileToken(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'file-token'],
    queryFn: () => pb.files.getToken(),
    staleTime: 60_000,
    enabled,
  });
}

export const fileUrl = (r: ReportRecord, name: string, token: string, download = false) =>
  pb.files.getURL(r, name, { token, ...(download ? { download: true } : {}) });
