/**
 * Whether a caregiver may write in a member's chat: only with a live circle row that has `manage`
 * and the `chat` scope (view + chat reads the conversation only; the server enforces it too).
 * `null` while unknown; `true` for the member themselves and for staff.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

export function useChatWriteAccess(chat: { member: string; expand?: { member?: RecordModel } } | undefined, userId: string, role: string) {
  const memberUser = String(chat?.expand?.member?.['user'] ?? '');
  // only when the chat's member is known to be someone else (the server decides in any case)
  const caregiver = role === 'member' && Boolean(chat?.expand?.member) && memberUser !== userId;
  const rows = useQuery({
    queryKey: ['circle_members', 'chat-write', chat?.member ?? '', userId],
    enabled: caregiver && Boolean(userId),
    queryFn: () =>
      pb.collection('circle_members').getFullList<RecordModel>({
        filter: pb.filter('user = {:me} && status = "active" && circle.member = {:m}', { me: userId, m: chat?.member ?? '' }),
        fields: 'id,access,scopes,expires',
      }),
  });
  if (!caregiver) return chat ? true : null;
  if (rows.isError) return true;
  if (!rows.data) return null;
  const now = new Date().toISOString().replace('T', ' ');
  return rows.data.some(
    (r) => r['access'] === 'manage' && (r['scopes'] as string[] | undefined)?.includes('chat') && (!r['expires'] || String(r['expires']) > now),
  );
}
