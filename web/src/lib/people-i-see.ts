/**
 * The people a member sees (product.md §4 "Caregivers"): their own row, minors they are subscriber
 * for, and people whose circle shared something with them. The members list rule decides; nothing
 * else is asked for. One query, shared by the person switcher and every screen it narrows.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from './api-client';
import type { MembersRecord } from './schema';
import { useSession } from './session';

export interface Person
  extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'minor' | 'source'> {}

const peopleKey = (userId: string) => ['members', 'people', userId] as const;

/** only a member's screens are narrowed to a person (a counselor's members list is the caseload) */
export function usePeopleISee(userId: string | undefined) {
  const member = useSession().user?.role === 'member';
  return useQuery({ ...peopleISeeQuery(userId ?? ''), enabled: Boolean(userId) && member });
}

/** the people a member sees (also prefetched with the home, app/routes/main/home-data) */
export const peopleISeeQuery = (userId: string) => ({
  queryKey: peopleKey(userId),
  queryFn: () =>
    pb.collection('members').getFullList<Person>({ fields: 'id,user,first_name,last_name,minor,source', sort: 'first_name,last_name,id' }),
});

/**
 * The people with things of their own to show. A caregiver's own row (`source = circle`: an account
 * that only joined someone's circle) holds no plans, tasks or files, so it is not offered as "Me".
 */
export function peopleWithData<P extends Pick<Person, 'user' | 'source'>>(people: readonly P[], userId: string): P[] {
  return people.filter((p) => !(p.user === userId && p.source === 'circle'));
}
