import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useRecentChats } from '../api/member-home';
import { HomeSection } from './home-section';

const WHO: Record<string, string> = { member: 'You', counselor: 'Counselor', assistant: 'Assistant', system: 'Update' };

/** The latest message of each recent conversation. */
export function LatestMessages() {
  const chats = useRecentChats();
  const items = (chats.data ?? []).filter((c) => c.last_message);
  return (
    <HomeSection id="home-latest" title="Latest messages">
      <QueryState
        isPending={chats.isPending}
        errorMessage={chats.error ? errorMessage(chats.error) : null}
        onRetry={() => void chats.refetch()}
        loadingLabel="Loading messages"
      >
        {items.length === 0 ? (
          <Text c="gray.7">No messages yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((c) => (
              <li key={c.id}>
                <Anchor component={Link} to={paths.chatThread.href(c.id)} fw={600}>
                  {c.title || 'Conversation'}
                </Anchor>
                <Text size="sm" lineClamp={2}>
                  {WHO[c.last_sender_role] ? `${WHO[c.last_sender_role]}: ` : ''}
                  {c.last_message}
                </Text>
                <Text size="xs" c="gray.7">
                  {dayjs(c.last_message_at).format('MMM D, h:mm A')}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </HomeSection>
  );
}
