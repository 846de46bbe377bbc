/**
 * Whether the viewer may act on another person's items of one kind (`scope`): a caregiver needs a
 * live circle row with `manage` access and that scope; the person themselves and a minor's parent
 * always may (the server's rules decide in any case; this only keeps what would fail off screen).
 * `null` while unknown.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from './api-client';

export function useCircleManage(member: { id: string; user?: string | null; minor?: boolean | null } | undefined, viewerId: string | undefined, scope: string): boolean | null {
  const caregiver = Boolean(member && viewerId && member.user !== viewerId && !member.minor);
  const rows = useQuery({
    queryKey: ['circle_members', 'manage', member?.id ?? '', viewerId ?? ''],
    enabled: caregiver,
    queryFn: () =>
      pb.collection('circle_members').getFullList<RecordModel>({
        filter: pb.filter('user = {:me} && status = "active" && circle.member = {:m}', { me: viewerId ?? '', m: member?.id ?? '' }),
        fields: 'id,access,scopes,expires',
      }),
  });
  if (!member) return null;
  if (!caregiver) return true;
  if (rows.isError) return true;
  if (!rows.data) return null;
  const now = new Date().toISOString().replace('T', ' ');
  return rows.data.some(
    (r) => r['access'] === 'manage' && (r['scopes'] as string[] | undefined)?.includes(scope) && (!r['expires'] || String(r['expires']) > now),
  );
}
