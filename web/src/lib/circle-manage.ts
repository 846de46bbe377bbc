/**
 * Whether the viewer may act on another person's items of one kind (`scope`): a caregiver needs a
 * live circle row with `manage` access and that scope; the person themselves and a minor's parent
 * always may (the server's rules decide in any case; this only keeps what would fail off screen).
 * `null` while unknown.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from './api-client';
import type { CircleScope } from './managed-people';
import { useSession } from './session';

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

interface CircleRow extends RecordModel {
  access?: string;
  scopes?: string[];
  expires?: string;
  expand?: { circle?: { member?: string } };
}

/**
 * Whether `memberId`'s items of one kind (`scope`) are only shared with the viewer to look at: the
 * viewer reaches that person through live circle rows with the scope, none of them with `manage`.
 * The person themselves and a minor's parent have no circle row for them: never view-only.
 */
export function viewOnlyFor(rows: readonly CircleRow[], memberId: string | undefined, scope: string, now = new Date()): boolean {
  const mine = rows.filter((r) => r.expand?.circle?.member === memberId && r.scopes?.includes(scope));
  if (!memberId || !mine.length) return false;
  const at = now.toISOString().replace('T', ' ');
  return !mine.some((r) => r.access === 'manage' && (!r.expires || String(r.expires) > at));
}

/**
 * The viewer's check for lists: `(memberId) => true` when that person's items of `scope` are view
 * only for them (one query of the viewer's live circle rows; `false` while unknown or for staff —
 * the server's rules refuse a write in any case).
 */
export function useViewOnly(viewerId: string | undefined, scope: CircleScope): (memberId: string | undefined) => boolean {
  const member = useSession().user?.role === 'member';
  const rows = useQuery({
    queryKey: ['circle_members', 'mine', viewerId ?? ''],
    enabled: Boolean(viewerId) && member,
    queryFn: () =>
      pb.collection('circle_members').getFullList<CircleRow>({
        filter: pb.filter('user = {:me} && status = "active"', { me: viewerId ?? '' }),
        expand: 'circle',
      }),
  });
  const data = rows.data ?? [];
  return (memberId) => viewOnlyFor(data, memberId, scope);
}
