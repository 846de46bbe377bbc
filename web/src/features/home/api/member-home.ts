import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export interface HomeCounselor extends RecordModel {
  display_name: string;
  photo: string;
  bio: string;
  languages: string[];
  credentials: string;
}

export interface HomeMember extends RecordModel {
  first_name: string;
  last_name: string;
  onboarding_step: string;
  status: string;
  counselor: string;
  expand?: { counselor?: HomeCounselor };
}

export interface HomeChat extends RecordModel {
  kind: string;
  title: string;
  status: string;
  last_message: string;
  last_message_at: string;
  last_sender_role: string;
}

/** The signed-in member's own `members` row with the assigned counselor; null when there is none. */
export async function getMyMember(userId: string): Promise<HomeMember | null> {
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

export const ONBOARDING_LABELS: Record<string, string> = {
  guide: 'Take the short tour',
  contact: 'Add your contact details',
  coverage: 'Add your coverage',
  agreement: 'Review and sign the agreements',
  information: 'Tell us what you need help with',
  pending: "We're matching you with a counselor",
};

/** the counselor's photo as a 100 px thumbnail (none without a photo) */
export const counselorPhotoUrl = (c: HomeCounselor): string | undefined =>
  c.photo ? pb.files.getURL(c, c.photo, { thumb: '100x100' }) : undefined;
