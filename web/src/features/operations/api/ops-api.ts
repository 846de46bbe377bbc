/**
 * Operator reads and actions (product.md §4 "Operators", §6): the operations overview, backups, failed
 * jobs and sign-in throttles from the store's operator endpoints, finding anyone, a person's account,
 * circles and the time-boxed support view. Superuser sessions only; keys start with `ops`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { CirclesRecord, MembersRecord, UsersRecord } from '../../../lib/schema';
import { peopleFilter, type PeopleNeed } from '../lib/people-filter';
import type { OpsOverview } from '../../../../../server/src/covey/operations/ops-overview-shape';

const opsKeys = {
  all: ['ops'] as const,
  overview: () => ['ops', 'overview'] as const,
  health: () => ['ops', 'health'] as const,
  people: (q: string, need: PeopleNeed, page: number) => ['ops', 'people', q, need, page] as const,
  person: (id: string) => ['ops', 'person', id] as const,
  circles: (id: string) => ['ops', 'circles', id] as const,
};


export function useOpsOverview() {
  return useQuery({
    queryKey: opsKeys.overview(),
    queryFn: () => pb.send<OpsOverview>('/api/ops/overview', { method: 'GET' }),
  });
}

export interface OpsHealth {
  /** the newest backup's time ('' when there is none) */
  lastBackup: string;
  backups: number;
  failedJobs: number;
  throttles: number;
}

const DAY_MS = 24 * 3600_000;

/** "YYYY-MM-DD HH:MM:SS.sssZ", the store's date format for filters */
const filterDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

export function useOpsHealth() {
  return useQuery({
    queryKey: opsKeys.health(),
    queryFn: async (): Promise<OpsHealth> => {
      const since = filterDate(Date.now() - DAY_MS);
      const weekAgo = filterDate(Date.now() - 7 * DAY_MS);
      const [backups, jobs, throttles] = await Promise.all([
        pb.backups.getFullList(),
        pb.logs.getList(1, 1, { filter: pb.filter('data.type = "cron" && level >= 8 && created >= {:t}', { t: weekAgo }) }),
        pb.logs.getList(1, 1, { filter: pb.filter('data.status = 429 && created >= {:t}', { t: since }) }),
      ]);
      const newest = backups.map((b) => b.modified).sort().at(-1) ?? '';
      return { lastBackup: newest, backups: backups.length, failedJobs: jobs.totalItems, throttles: throttles.totalItems };
    },
  });
}

/** "Back up now": a backup of the data folder (SQLite; the store answers 400 on PostgreSQL) */
export function useCreateBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => pb.backups.create(''),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.health() }),
  });
}

/** "Send me a test email": the store's settings test, to the signed-in operator's own address (returned) */
export function useTestEmail() {
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const email = String(pb.authStore.record?.['email'] ?? '');
      await pb.settings.testEmail('users', email, 'verification');
      return email;
    },
  });
}

export interface PersonRow
  extends RecordModel,
    Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'email' | 'employer' | 'counselor' | 'employee_id' | 'status' | 'minor' | 'relationship' | 'onboarding_step'> {
  expand?: {
    user?: Pick<UsersRecord, 'id' | 'name' | 'email' | 'status' | 'role' | 'allow_support_view' | 'last_seen'>;
    employer?: { id: string; name: string };
    counselor?: { id: string; display_name: string };
  };
}

export const PEOPLE_PER_PAGE = 20;

export function usePeople(q: string, need: PeopleNeed, page: number) {
  return useQuery({
    queryKey: opsKeys.people(q, need, page),
    queryFn: () =>
      pb.collection('members').getList<PersonRow>(page, PEOPLE_PER_PAGE, {
        filter: peopleFilter(q, need, (raw, params) => pb.filter(raw, params)),
        sort: 'last_name,first_name,id',
        expand: 'user,employer,counselor',
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: opsKeys.person(id),
    queryFn: () => pb.collection('members').getOne<PersonRow>(id, { expand: 'user,employer,counselor' }),
    enabled: id !== '',
    retry: false,
  });
}

export interface CircleRow extends RecordModel, Pick<CirclesRecord, 'name' | 'member' | 'owner'> {}
export interface CircleMembership extends RecordModel {
  access: string;
  status: string;
  expand?: { circle?: CircleRow & { expand?: { member?: { id: string; first_name: string; last_name: string } } } };
}

/** the circles a person owns and the ones they belong to (active) */
export function usePersonCircles(memberId: string, userId: string) {
  return useQuery({
    queryKey: opsKeys.circles(memberId),
    queryFn: async () => {
      const [own, joined] = await Promise.all([
        pb.collection('circles').getFullList<CircleRow>({ filter: pb.filter('member = {:m}', { m: memberId }), sort: 'name,id' }),
        userId
          ? pb.collection('circle_members').getFullList<CircleMembership>({
              filter: pb.filter('user = {:u} && status = "active"', { u: userId }),
              expand: 'circle.member',
            })
          : Promise.resolve([]),
      ]);
      return { own, joined };
    },
    enabled: memberId !== '',
  });
}

/** suspend (every session and key ends at once, server decision 0031) or reinstate a sign-in account */
export function useSetAccountStatus(memberId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: 'suspended' | 'active' }) =>
      pb.collection('users').update(userId, { status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.person(memberId) }),
  });
}

const SUPPORT_VIEW_SECONDS = 15 * 60;

export interface SupportView {
  token: string;
  endsAt: number;
  tasks: { id: string; title: string; status: string }[];
  reports: { id: string; title: string; status: string }[];
}

/**
 * Starts the support view: a 15-minute, non-refreshable token for the person (the server requires the
 * reason, refuses when they turned support access off, records it and tells them). The token stays in
 * memory: the operator's own session is untouched, and what is shown is what the person sees.
 */
export function useStartSupportView() {
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }): Promise<SupportView> => {
      const as = await pb.collection('users').impersonate(userId, SUPPORT_VIEW_SECONDS, {
        body: { duration: SUPPORT_VIEW_SECONDS, reason },
      });
      const endsAt = Date.now() + SUPPORT_VIEW_SECONDS * 1000;
      const [tasks, reports] = await Promise.all([
        as.collection('tasks').getList(1, 5, { sort: '-updated', fields: 'id,title,status' }),
        as.collection('reports').getList(1, 5, { sort: '-updated', fields: 'id,title,status' }),
      ]);
      const pick = (r: RecordModel) => ({ id: r.id, title: String(r['title'] ?? ''), status: String(r['status'] ?? '') });
      return { token: as.authStore.token, endsAt, tasks: tasks.items.map(pick), reports: reports.items.map(pick) };
    },
  });
}
