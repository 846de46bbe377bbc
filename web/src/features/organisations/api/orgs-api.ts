/** Reading employers, agencies, rosters, plans, metrics and posts; keys start with `orgs`. */
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type {
  BenefitPlanRecord, BrokerRecord, CounselorRecord, EmployerRecord, InviteRecord, MetricsRecord, PostRecord, RosterMember,
} from './org-types';

export const orgKeys = {
  all: ['orgs'] as const,
  employers: () => ['orgs', 'employers'] as const,
  employer: (id: string) => ['orgs', 'employer', id] as const,
  brokers: () => ['orgs', 'brokers'] as const,
  broker: (id: string) => ['orgs', 'broker', id] as const,
  roster: (employer: string) => ['orgs', 'roster', employer] as const,
  invites: (scope: string) => ['orgs', 'invites', scope] as const,
  plans: (employer: string) => ['orgs', 'plans', employer] as const,
  metrics: (scope: string) => ['orgs', 'metrics', scope] as const,
  posts: (scope: string) => ['orgs', 'posts', scope] as const,
  counselors: () => ['orgs', 'counselors'] as const,
};

export function useEmployers() {
  return useQuery({
    queryKey: orgKeys.employers(),
    queryFn: () => pb.collection('employers').getFullList<EmployerRecord>({ sort: 'name,id', batch: 500 }),
  });
}

export function useEmployer(id: string) {
  return useQuery({
    queryKey: orgKeys.employer(id),
    queryFn: () => pb.collection('employers').getOne<EmployerRecord>(id),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useBrokers() {
  return useQuery({
    queryKey: orgKeys.brokers(),
    queryFn: () => pb.collection('brokers').getFullList<BrokerRecord>({ sort: 'name,id' }),
  });
}

export function useBroker(id: string) {
  return useQuery({
    queryKey: orgKeys.broker(id),
    queryFn: () => pb.collection('brokers').getOne<BrokerRecord>(id),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useEmployerInvites(employer: string) {
  return useQuery({
    queryKey: orgKeys.invites(`employer:${employer}`),
    queryFn: () =>
      pb.collection('invites').getFullList<InviteRecord>({ filter: pb.filter('employer = {:e}', { e: employer }), sort: '-created,id', batch: 1000 }),
    enabled: Boolean(employer),
  });
}

/** the invitations of one roster row, newest first */
/** one page of the invitations an employer admin or a broker can see (not circle invitations), newest first */
export function useSentInvites(page: number, status: string) {
  const filter = status
    ? pb.filter('kind != "circle" && status = {:s}', { s: status })
    : 'kind != "circle"';
  return useQuery({
    queryKey: orgKeys.invites(`sent:${page}:${status}`),
    queryFn: () =>
      pb.collection('invites').getList<InviteRecord>(page, 30, { filter, sort: '-created,id', expand: 'employer,broker' }),
    placeholderData: (previous) => previous,
  });
}

export function useMemberInvites(member: string) {
  return useQuery({
    queryKey: orgKeys.invites(`member:${member}`),
    queryFn: () => pb.collection('invites').getFullList<InviteRecord>({ filter: pb.filter('member = {:m}', { m: member }), sort: '-created,id' }),
    enabled: Boolean(member),
  });
}

export function useBrokerInvites(broker: string) {
  return useQuery({
    queryKey: orgKeys.invites(`broker:${broker}`),
    queryFn: () =>
      pb.collection('invites').getFullList<InviteRecord>({
        filter: pb.filter('broker = {:b} && kind = "broker_user"', { b: broker }),
        sort: '-created,id',
      }),
    enabled: Boolean(broker),
  });
}

export function useBenefitPlans(employer: string) {
  return useQuery({
    queryKey: orgKeys.plans(employer),
    queryFn: () =>
      pb.collection('benefit_plans').getFullList<BenefitPlanRecord>({ filter: pb.filter('employer = {:e}', { e: employer }), sort: 'type,name,id' }),
    enabled: Boolean(employer),
  });
}

/** metric rows for one employer or agency, oldest period first */
export function useMetrics(scope: { employer?: string; broker?: string }) {
  const key = scope.employer ? `employer:${scope.employer}` : `broker:${scope.broker ?? ''}`;
  return useQuery({
    queryKey: orgKeys.metrics(key),
    queryFn: () =>
      pb.collection('metrics').getFullList<MetricsRecord>({
        filter: scope.employer ? pb.filter('employer = {:e} && broker = ""', { e: scope.employer }) : pb.filter('broker = {:b} && employer = ""', { b: scope.broker ?? '' }),
        sort: 'period_start,id',
      }),
    enabled: Boolean(scope.employer || scope.broker),
  });
}

/** latest metric row per employer of a book */
export function useBookMetrics(enabled = true) {
  return useQuery({
    enabled,
    queryKey: orgKeys.metrics('book'),
    queryFn: () => pb.collection('metrics').getFullList<MetricsRecord>({ filter: 'employer != ""', sort: '-period_start,id' }),
  });
}

export function useEmployerPosts(employer: string) {
  return useQuery({
    queryKey: orgKeys.posts(`employer:${employer}`),
    queryFn: () =>
      pb.collection('posts').getFullList<PostRecord>({ filter: pb.filter('employer = {:e}', { e: employer }), sort: '-pinned,-published_at,id' }),
    enabled: Boolean(employer),
  });
}

/** /feed: every post the signed-in person may see, pinned first, newest first */
export function useFeed() {
  return useQuery({
    queryKey: orgKeys.posts('feed'),
    queryFn: () =>
      pb.collection('posts').getList<PostRecord>(1, 50, { filter: 'published = true', sort: '-pinned,-published_at,-created,id', expand: 'employer' }),
  });
}

export function useCounselors(ids?: string[]) {
  return useQuery({
    queryKey: [...orgKeys.counselors(), ...(ids ?? ['all'])],
    queryFn: () =>
      pb.collection('counselors').getFullList<CounselorRecord>({
        filter: ids ? (ids.length ? ids.map((id) => pb.filter('id = {:id}', { id })).join(' || ') : 'id = "-"') : '',
        sort: 'display_name,id',
      }),
  });
}

/** roster size and how many have signed up (two count queries; the roster is readable to E/B) */
export function useActivation(employer: string) {
  return useQuery({
    queryKey: ['orgs', 'activation', employer],
    queryFn: async () => {
      const base = pb.filter('employer = {:e} && status != "inactive"', { e: employer });
      const [all, joined] = await Promise.all([
        pb.collection('members').getList(1, 1, { filter: base, skipTotal: false }),
        pb.collection('members').getList(1, 1, { filter: `${base} && user != ""`, skipTotal: false }),
      ]);
      return { enrolled: all.totalItems, activated: joined.totalItems };
    },
    enabled: Boolean(employer),
  });
}

/** roster funnel by counts: on the roster (not deactivated) → signed up → active */
export function useFunnel(employer: string) {
  return useQuery({
    queryKey: ['orgs', 'funnel', employer],
    queryFn: async () => {
      const base = pb.filter('employer = {:e} && status != "inactive"', { e: employer });
      const count = async (extra: string) => (await pb.collection('members').getList(1, 1, { filter: extra ? `${base} && ${extra}` : base })).totalItems;
      const [invited, activated, active] = await Promise.all([count(''), count('user != ""'), count('status = "active"')]);
      return { invited, activated, active };
    },
    enabled: Boolean(employer),
  });
}

/** one member's roster card (with the employer) */
export function useRosterMember(id: string) {
  return useQuery({
    queryKey: ['orgs', 'member', id],
    queryFn: () => pb.collection('members').getOne<RosterMember>(id, { expand: 'employer' }),
    retry: false,
  });
}

/** the address of a plan's SBC (PDF) */
export const sbcUrl = (plan: BenefitPlanRecord) => pb.files.getURL(plan, plan.sbc);

/** the address of a post's cover image, as an 800 px wide thumbnail */
export const coverUrl = (post: PostRecord) => pb.files.getURL(post, post.cover ?? '', { thumb: '800x0' });
