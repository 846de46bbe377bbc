import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { CounselorsRecord } from '../../../lib/schema';

export interface CounselorRecord extends RecordModel, Pick<CounselorsRecord, 'display_name' | 'photo' | 'bio' | 'languages'> {}

async function getCounselor(id: string): Promise<CounselorRecord> {
  return pb.collection('counselors').getOne<CounselorRecord>(id);
}

/** The member's counselor chat (opened by the server when onboarding completes), or null. */
async function getCounselorChatId(memberId: string): Promise<string | null> {
  const page = await pb.collection('chats').getList(1, 1, {
    filter: pb.filter('member = {:m} && kind = "counselor"', { m: memberId }),
    sort: '-created',
    skipTotal: true,
  });
  return page.items[0]?.id ?? null;
}

export function useCounselor(id: string) {
  return useQuery({ queryKey: ['onboarding', 'counselor', id], queryFn: () => getCounselor(id), enabled: Boolean(id) });
}

export function useCounselorChat(memberId: string) {
  return useQuery({
    queryKey: ['onboarding', 'counselor-chat', memberId],
    queryFn: () => getCounselorChatId(memberId),
    enabled: Boolean(memberId),
  });
}

export function counselorPhotoUrl(c: CounselorRecord): string | null {
  return c.photo ? pb.files.getURL(c, c.photo, { thumb: '200x200' }) : null;
}

/** Bio is rich text: shown as plain text. */

/** Follows the member row live (pending → counselor assigned). Returns the unsubscribe function. */
export function watchMember(memberId: string, onChange: (record: RecordModel) => void): () => void {
  let stop: (() => Promise<void>) | null = null;
  let cancelled = false;
  pb.collection('members')
    .subscribe(memberId, (e) => onChange(e.record))
    .then((unsub) => {
      if (cancelled) void unsub().catch(() => undefined);
      else stop = unsub;
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    if (stop) void stop().catch(() => undefined);
  };
}
