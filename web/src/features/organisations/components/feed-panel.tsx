import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers, useFeed } from '../api/orgs-api';
import { PostList } from './post-list';

function NewPostLink() {
  const employers = useEmployers();
  const first = employers.data?.[0];
  if (!first) return null;
  return (
    <Button component={Link} to={`${paths.employer.href(first.id)}?tab=announcements`} w="fit-content">
      New post
    </Button>
  );
}

/** /feed: the posts visible to the signed-in person, pinned first (E also get "New post") */
export function FeedPanel({ role }: { role: string }) {
  const feed = useFeed();
  return (
    <Stack gap="md">
      {role === 'employer' ? <NewPostLink /> : null}
      {feed.isPending ? (
        <Stack gap="sm" aria-label="Loading the feed">
          <Skeleton h={90} />
          <Skeleton h={90} />
        </Stack>
      ) : feed.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(feed.error)}
        </Text>
      ) : feed.data?.items.length ? (
        <PostList posts={feed.data.items} showEmployer />
      ) : (
        <EmptyState title="No posts yet">Announcements from your employer and tips from counselors will appear here.</EmptyState>
      )}
    </Stack>
  );
}
