import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { textToHtml } from '../../../lib/html-text';
import { orgKeys } from './orgs-api';


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
        body: textToHtml(body),
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
