import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { orgKeys } from './orgs-api';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** the message as paragraphs (blank lines) with line breaks, escaped */
const toHtml = (body: string) =>
  body.trim() ? body.trim().split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('') : '';

/** E/B: publishes an announcement to the employer's employees (their /feed) */
export function usePublishAnnouncement(employer: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ title, body, pinned }: { title: string; body: string; pinned: boolean }) => {
      const me = pb.authStore.record;
      return pb.collection('posts').create({
        author: me?.collectionName === 'users' ? me.id : '',
        author_name: (me?.['name'] as string | undefined) ?? '',
        kind: 'announcement',
        title: title.trim(),
        body: toHtml(body),
        audience: ['member', 'employer', 'broker'],
        employer,
        published: true,
        published_at: new Date().toISOString().replace('T', ' '),
        pinned,
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
