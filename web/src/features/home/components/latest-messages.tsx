import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useRecentChats } from '../api/member-home';
import { intlTag } from '../../../i18n/format';
import { storeDate } from '../../../lib/store-date';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { HomeSection } from './home-section';

const WHO: Readonly<Record<string, MessageId>> = {
  member: 'home.who.member',
  counselor: 'home.who.counselor',
  assistant: 'home.who.assistant',
  system: 'home.who.system',
};

/** "Mar 4, 3:05 PM" (es: "4 mar, 3:05 p.m."), in the device's zone as before */
const when = (value: string): string =>
  new Intl.DateTimeFormat(intlTag(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    storeDate(value),
  );

/** The latest message of each recent conversation. */
export function LatestMessages() {
  const t = useT();
  const chats = useRecentChats();
  const items = (chats.data ?? []).filter((c) => c.last_message);
  const whoSaid = (role: string, message: string) => {
    const who = WHO[role];
    return who ? t('home.lastFrom', { who: t(who), message }) : message;
  };
  return (
    <HomeSection id="home-latest" title={t('home.latestTitle')}>
      <QueryState
        isPending={chats.isPending}
        errorMessage={chats.error ? errorMessage(chats.error) : null}
        onRetry={() => void chats.refetch()}
        loadingLabel={t('home.latestLoading')}
      >
        {items.length === 0 ? (
          <Text c="gray.7">{t('home.noMessages')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((c) => (
              <li key={c.id}>
                <Anchor component={Link} to={paths.chatThread.href(c.id)} fw={600}>
                  {c.title || t('home.conversation')}
                </Anchor>
                <Text size="sm" lineClamp={2}>
                  {whoSaid(c.last_sender_role, c.last_message)}
                </Text>
                <Text size="xs" c="gray.7">
                  {c.last_message_at ? when(c.last_message_at) : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </HomeSection>
  );
}
