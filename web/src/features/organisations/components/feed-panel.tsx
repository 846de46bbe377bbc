import { useEffect, useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers, useFeed } from '../api/orgs-api';
import { PostList } from './post-list';
import { useT } from '../../../i18n/use-t';

function NewPostLink() {
  const t = useT();
  const employers = useEmployers();
  const first = employers.data?.[0];
  if (!first) return null;
  return (
    <Button component={Link} to={`${paths.employer.href(first.id)}?tab=announcements`} w="fit-content">
      {t('org.posts.newPost')}
    </Button>
  );
}

const seenKey = (userId: string) => `covey.feed.seen.${userId}`;

/**
 * When the reader last opened the feed (kept on this device): posts published after it carry "New".
 * The mark is read once per visit and moved to now, so the next visit shows only what came since.
 */
function useLastSeen(userId: string): string {
  const [since] = useState(() => {
    try {
      return localStorage.getItem(seenKey(userId)) ?? '';
    } catch {
      return '';
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(seenKey(userId), new Date().toISOString().replace('T', ' '));
    } catch {
      // private mode: no marker
    }
  }, [userId]);
  return since;
}

/** /feed: the posts visible to the signed-in person, pinned first, new ones marked; authors get "New post" */
export function FeedPanel({ role, userId }: { role: string; userId: string }) {
  const t = useT();
  const feed = useFeed();
  const since = useLastSeen(userId);
  return (
    <Stack gap="md">
      {role === 'employer' ? <NewPostLink /> : null}
      {role === 'counselor' || role === 'broker' ? (
        <Button component={Link} to="/edit/posts" w="fit-content">
          {role === 'counselor' ? t('org.posts.newTip') : t('org.posts.newPost')}
        </Button>
      ) : null}
      {feed.isPending ? (
        <Stack gap="sm" aria-label={t('org.feed.loading')}>
          <Skeleton h={90} />
          <Skeleton h={90} />
        </Stack>
      ) : feed.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(feed.error)}
        </Text>
      ) : feed.data?.items.length ? (
        <PostList
          posts={feed.data.items}
          showEmployer
          isNew={(p) => since !== '' && (p.published_at || p.created) > since}
        />
      ) : (
        <EmptyState title={t('org.feed.emptyTitle')}>{t('org.feed.emptyBody')}</EmptyState>
      )}
    </Stack>
  );
}
