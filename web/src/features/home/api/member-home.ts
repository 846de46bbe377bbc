import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { ChatsRecord, CounselorsRecord, MembersRecord } from '../../../lib/schema';

export interface HomeCounselor extends RecordModel, Pick<CounselorsRecord, 'display_name' | 'photo' | 'bio' | 'languages' | 'credentials'> {}

export interface HomeMember extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'onboarding_step' | 'status' | 'counselor' | 'source'> {
  expand?: { counselor?: HomeCounselor };
}

export interface HomeChat extends RecordModel, Pick<ChatsRecord, 'kind' | 'title' | 'status' | 'last_message' | 'last_message_at' | 'last_sender_role'> {}

/** The signed-in member's own `members` row with the assigned counselor; null when there is none. */
async function getMyMember(userId: string): Promise<HomeMember | null> {
  const page = await pb.collection('members').getList<HomeMember>(1, 1, {
    filter: pb.filter('user = {:user}', { user: userId }),
    expand: 'counselor',
  });
  return page.items[0] ?? null;
}

export const myMemberQuery = (userId: string) => ({
  queryKey: ['members', 'me', userId],
  queryFn: () => getMyMember(userId),
});

export function useMyMember(userId: string) {
  return useQuery({ ...myMemberQuery(userId), enabled: userId !== '' });
}

/** The member's latest conversations (the chat's last message is kept by the server). */
export const recentChatsQuery = (limit = 3) => ({
  queryKey: ['chats', 'recent', limit],
  queryFn: async () =>
    (await pb.collection('chats').getList<HomeChat>(1, limit, { sort: '-last_message_at,-created' })).items,
});

export function useRecentChats(limit = 3) {
  return useQuery(recentChatsQuery(limit));
}

export const counselorChatQuery = (memberId: string) => ({
  queryKey: ['chats', 'counselor-of', memberId],
  queryFn: async () =>
    (
      await pb.collection('chats').getList<HomeChat>(1, 1, {
        filter: pb.filter('member = {:m} && kind = "counselor"', { m: memberId }),
        sort: '-created',
      })
    ).items[0] ?? null,
});

export function useCounselorChat(memberId: string) {
  return useQuery({ ...counselorChatQuery(memberId), enabled: memberId !== '' });
}

/** the counselor's photo as a 100 px thumbnail (none without a photo) */
export const counselorPhotoUrl = (c: HomeCounselor): string | undefined =>
  c.photo ? pb.files.getURL(c, c.photo, { thumb: '100x100' }) : undefined;
