import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useMember, useMemberChat } from '../api/get-member';
import { useT } from '../../../i18n/use-t';
import { memberStatusLabel } from '../lib/labels';
import { CoverageSummary } from './coverage-summary';
import { ProfileSummary } from './profile-summary';
import { MemberLanguageBadge } from './member-language';

/** One member: status, profile, coverage summary and a link to the conversation. */
export function MemberDetail({ id, viewerRole = '' }: { id: string; viewerRole?: string }) {
  const t = useT();
  const member = useMember(id);
  const chat = useMemberChat(id);
  const m = member.data;
  return (
    <QueryState
      isPending={member.isPending}
      errorMessage={member.error ? errorMessage(member.error) : null}
      onRetry={() => void member.refetch()}
      loadingLabel={t('members.loadingMember')}
    >
      {m ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline" color="gray.8">
                {memberStatusLabel(m, viewerRole)}
              </Badge>
              {viewerRole === 'counselor' ? <MemberLanguageBadge language={m.language} always /> : null}
            </Group>
            {chat.data ? (
              <Button component={Link} to={paths.chatThread.href(chat.data.id)}>
                {t('members.openChat')}
              </Button>
            ) : (
              <Anchor component={Link} to={paths.chat.path}>
                {t('members.allConversations')}
              </Anchor>
            )}
          </Group>
          {m.email ? <Text c="gray.7">{m.email}</Text> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ProfileSummary memberId={id} />
            <CoverageSummary memberId={id} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </QueryState>
  );
}
