/** The owner's records in one granted scope, for /members/{id} (the rules decide what comes back). */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export interface SharedSource {
  collection: string;
  sort: string;
  filter?: string;
}

export const SHARED_SOURCES: Record<string, SharedSource[]> = {
  profile: [{ collection: 'profiles', sort: 'id' }],
  coverage: [{ collection: 'coverages', sort: '-created,id' }],
  plans: [
    { collection: 'plans', sort: '-created,id' },
    { collection: 'tasks', sort: 'due,id', filter: 'status != "done" && status != "cancelled"' },
  ],
  appointments: [{ collection: 'appointments', sort: '-start,id' }],
  reports: [{ collection: 'reports', sort: '-created,id' }],
  files: [{ collection: 'files', sort: '-created,id' }],
  chat: [{ collection: 'chats', sort: '-created,id', filter: 'kind = "counselor"' }],
};

export function useSharedRecords(memberId: string, source: SharedSource) {
  return useQuery({
    queryKey: ['circles', 'shared', memberId, source.collection],
    queryFn: () =>
      pb
        .collection(source.collection)
        .getList<RecordModel>(1, 20, {
          filter: pb.filter(`member = {:m}${source.filter ? ` && (${source.filter})` : ''}`, { m: memberId }),
          sort: source.sort,
        })
        .then((r) => r.items),
  });
}

/** tells the server I viewed this person's shared records (it logs it for the owner at most hourly; failures are ignored) */
export function markCircleViewed(memberId: string): void {
  void pb.send('/api/circles/viewed', { method: 'POST', body: { member: memberId }, requestKey: null }).catch(() => undefined);
}
