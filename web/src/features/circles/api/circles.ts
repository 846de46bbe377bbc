/** Circles, their rows and invites through the SDK and the invite routes (product.md §3.2). */
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { Accepted } from './accept-and-refresh';
import type { CircleMemberRecord, CircleRecord, InviteRecord, InviteSummary, IssuedInvite, PersonRecord } from './types';
import { GUARDED_BY_ME } from '../../../lib/minors';
import type { UpdatesRecord } from '../../../lib/schema';

export const circleKeys = {
  all: ['circles'] as const,
  owned: (user: string) => ['circles', 'owned', user] as const,
  people: (user: string) => ['circles', 'people', user] as const,
  myRows: (user: string) => ['circles', 'my-rows', user] as const,
  circle: (id: string) => ['circles', 'one', id] as const,
  rows: (id: string) => ['circles', 'rows', id] as const,
  invites: (id: string) => ['circles', 'invites', id] as const,
  activity: (id: string) => ['circles', 'activity', id] as const,
  received: (email: string) => ['circles', 'received', email] as const,
  sent: (user: string) => ['circles', 'sent', user] as const,
  summary: (token: string) => ['circles', 'summary', token] as const,
};

/** people whose circles I may own: myself and the minors I look after */
export function usePeopleIManage(userId: string) {
  return useQuery({
    queryKey: circleKeys.people(userId),
    queryFn: () =>
      pb.collection('members').getFullList<PersonRecord>({
        filter: pb.filter(`user = {:me} || ${GUARDED_BY_ME}`, { me: userId }),
        sort: 'created,id',
      }),
    enabled: userId !== '',
  });
}

export function useOwnedCircles(userId: string) {
  return useQuery({
    queryKey: circleKeys.owned(userId),
    queryFn: () =>
      pb.collection('circles').getFullList<CircleRecord>({ filter: pb.filter('owner = {:me}', { me: userId }), sort: 'created,id', expand: 'member' }),
    enabled: userId !== '',
  });
}

/** my own rows in other people's circles (any status: a revoked row tells the screen access ended) */
export function useMyRows(userId: string) {
  return useQuery({
    queryKey: circleKeys.myRows(userId),
    queryFn: () =>
      pb.collection('circle_members').getFullList<CircleMemberRecord>({
        filter: pb.filter('user = {:me}', { me: userId }),
        sort: '-updated,id',
        expand: 'circle,circle.member',
      }),
    enabled: userId !== '',
  });
}

export function useCircle(id: string) {
  return useQuery({ queryKey: circleKeys.circle(id), queryFn: () => pb.collection('circles').getOne<CircleRecord>(id, { expand: 'member' }), retry: false });
}

export function useCircleRows(id: string, enabled = true) {
  return useQuery({
    queryKey: circleKeys.rows(id),
    queryFn: () =>
      pb.collection('circle_members').getFullList<CircleMemberRecord>({ filter: pb.filter('circle = {:id}', { id }), sort: 'created,id', expand: 'user' }),
    enabled,
  });
}

export function useCircleInvites(id: string, enabled: boolean) {
  return useQuery({
    queryKey: circleKeys.invites(id),
    queryFn: () =>
      pb.collection('invites').getFullList<InviteRecord>({ filter: pb.filter('circle = {:id} && kind = "circle"', { id }), sort: '-created,id' }),
    enabled,
  });
}

export type ActivityRecord = Pick<UpdatesRecord, 'id' | 'actor_name' | 'summary' | 'created' | 'target_collection'>;

/** who viewed or changed what: the circle's own log and what its people did on the owner's records */
export function useCircleActivity(circle: CircleRecord | undefined, userIds: string[], enabled: boolean) {
  const id = circle?.id ?? '';
  return useQuery({
    queryKey: [...circleKeys.activity(id), userIds.join(',')],
    queryFn: () => {
      const byPeople = userIds.map((_, i) => `actor = {:u${i}}`).join(' || ');
      const params: Record<string, string> = { id, member: circle?.member ?? '' };
      userIds.forEach((u, i) => (params[`u${i}`] = u));
      const filter = pb.filter(
        `(target_collection = "circles" && target_id = {:id})${byPeople ? ` || (member = {:member} && (${byPeople}))` : ''}`,
        params,
      );
      return pb.collection('updates').getList<ActivityRecord>(1, 30, { filter, sort: '-created,id' }).then((r) => r.items);
    },
    enabled: enabled && id !== '',
  });
}

export function useReceivedInvites(email: string) {
  return useQuery({
    queryKey: circleKeys.received(email),
    queryFn: () =>
      pb.collection('invites').getFullList<InviteRecord>({
        filter: pb.filter('email = {:email} && kind = "circle"', { email: email.toLowerCase() }),
        sort: '-created,id',
        expand: 'circle,inviter',
      }),
    enabled: email !== '',
  });
}

export function useSentInvites(userId: string) {
  return useQuery({
    queryKey: circleKeys.sent(userId),
    queryFn: () =>
      pb.collection('invites').getFullList<InviteRecord>({ filter: pb.filter('inviter = {:me} && kind = "circle"', { me: userId }), sort: '-created,id', expand: 'circle' }),
    enabled: userId !== '',
  });
}

export function useInviteSummary(token: string) {
  return useQuery({
    queryKey: circleKeys.summary(token),
    queryFn: () => pb.send<InviteSummary>('/api/invites/summary', { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
}

export const createCircle = (owner: string, member: string, name: string) =>
  pb.collection('circles').create<CircleRecord>({ owner, member, name: name.trim() });

export interface InviteInput {
  circle: string;
  email: string;
  name: string;
  relationship: string;
  access: string;
  scopes: string[];
  expires_in_days: number;
  message: string;
  consent: boolean;
}
export const sendInvite = (input: InviteInput) => pb.send<IssuedInvite>('/api/invites', { method: 'POST', body: input });
export const resendInvite = (id: string) => pb.send<IssuedInvite>(`/api/invites/${encodeURIComponent(id)}/resend`, { method: 'POST' });
export const withdrawInvite = (id: string) => pb.collection('invites').update<InviteRecord>(id, { status: 'revoked' });
export const declineInvite = (id: string) => pb.collection('invites').update<InviteRecord>(id, { status: 'declined' });

export const acceptInviteById = (invite: string) => pb.send<Accepted>('/api/invites/accept', { method: 'POST', body: { invite } });

/** select values as the form holds them (text); the store checks them against the schema */
export const updateRow = (id: string, body: Partial<Pick<CircleMemberRecord, 'expires'> & { access: string; scopes: string[]; status: string }>) =>
  pb.collection('circle_members').update<CircleMemberRecord>(id, body);
