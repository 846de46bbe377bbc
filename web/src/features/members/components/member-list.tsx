import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useChatsByMember, useMembers, type MemberRecord } from '../api/get-members';
import { formatMonthDay } from '../../../lib/format-date';
import { membersRelationshipLabels } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';
import { labelOf, memberStatusLabel } from '../lib/labels';
import { isMinorNow } from '../../../lib/minors';
import { MemberLanguageBadge } from './member-language';
import { personName } from '../../../lib/person-name';

/** Counselor: the caseload with onboarding status and last message. Member: self and minors. */
export function MemberList({ role, userId }: { role: string; userId: string }) {
  const t = useT();
  const members = useMembers(role, userId);
  const counselor = role === 'counselor';
  const chats = useChatsByMember(counselor);
  const items = members.data ?? [];
  return (
    <QueryState
      isPending={members.isPending}
      errorMessage={members.error ? errorMessage(members.error) : null}
      onRetry={() => void members.refetch()}
      loadingLabel={t('members.loading')}
    >
      {items.length === 0 ? (
        <EmptyState title={t('members.emptyTitle')}>
          {t(counselor ? 'members.emptyCounselor' : 'members.emptyHousehold')}
        </EmptyState>
      ) : (
        <Stack gap="xs" component="ul" aria-label={t('members.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((m) => (
            <li key={m.id}>
              <MemberRow
                member={m}
                self={m.user === userId}
                role={role}
                chat={counselor ? chats.data?.[m.id] : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function MemberRow({
  member,
  self,
  role,
  chat,
}: {
  member: MemberRecord;
  self: boolean;
  role: string;
  chat: { last_message: string; last_message_at: string } | undefined;
}) {
  const t = useT();
  const relationship = member.relationship ? labelOf(membersRelationshipLabels, member.relationship) : '';
  return (
    <UnstyledButton component={Link} to={paths.member.href(member.id)} w="100%">
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {self ? t('members.nameYou', { name: personName(member) }) : personName(member)}
          </Text>
          <Group gap="xs" wrap="wrap">
            {role === 'counselor' ? <MemberLanguageBadge language={member.language} /> : null}
            <Badge variant="outline" color="gray.8">
              {memberStatusLabel(member, role)}
            </Badge>
          </Group>
        </Group>
        {member.relationship && !self ? (
          <Text size="sm" c="gray.7">
            {isMinorNow(member) ? t('members.relationshipMinor', { relationship }) : relationship}
          </Text>
        ) : null}
        {chat ? (
          <Text size="sm" c="gray.7" truncate>
            {chat.last_message
              ? t('members.lastMessage', { date: formatMonthDay(chat.last_message_at), message: chat.last_message })
              : t('members.noMessages')}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
