import { useState } from 'react';
import { Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { brokerInvitesStatusLabels, invitesKindLabels } from '../../../lib/select-labels';
import { useSentInvites } from '../api/orgs-api';
import type { InviteRecord } from '../api/org-types';
import { useRosterAction, type RosterAction } from '../api/use-roster-action';
import { RosterActionButton } from './roster-action-button';
import { day } from '../lib/org-labels';
import { useT } from '../../../i18n/use-t';

const statusOptions = (anyStatus: string) => [
  { value: '', label: anyStatus },
  ...(['pending', 'accepted', 'expired', 'revoked', 'declined'] as const).map((s) => ({
    value: s,
    label: brokerInvitesStatusLabels[s],
  })),
];

type Expanded = InviteRecord & { expand?: { employer?: { name: string }; broker?: { name: string } } };

function InviteRow({ invite }: { invite: Expanded }) {
  const t = useT();
  const act = useRosterAction();
  const who = invite.name || invite.email;
  const where = invite.expand?.employer?.name ?? invite.expand?.broker?.name ?? '';
  const pending = invite.status === 'pending';
  const button = (label: string, action: RosterAction, color?: string) => (
    <RosterActionButton act={act} label={label} action={action} who={who} color={color} />
  );
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Text>
            {invite.name ? (
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {invite.email}
              </Text>
            ) : null}
          </Stack>
          <Text size="sm" fw={600} c={pending ? 'green.8' : 'gray.7'}>
            {invite.status ? brokerInvitesStatusLabels[invite.status] : t('org.status.unknown')}
          </Text>
        </Group>
        <Text size="sm">
          {invite.kind ? invitesKindLabels[invite.kind] : t('org.invites.invitation')}
          {where ? ` · ${where}` : ''}
        </Text>
        <Text size="sm" c="gray.7">
          {invite.sent_count ? t('org.invites.sent', { count: invite.sent_count, last: day(invite.last_sent) }) : t('org.invites.notSent')}
          {pending && invite.expires ? ` · ${t('org.invites.expires', { date: day(invite.expires) })}` : ''}
        </Text>
        {pending || invite.status === 'expired' ? (
          <Group gap={6}>
            {button(t('org.invite.resend'), { kind: 'resend', invite: invite.id })}
            {pending ? button(t('org.invite.revoke'), { kind: 'revoke', invite: invite.id }, 'red') : null}
          </Group>
        ) : null}
        {act.error ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(act.error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/invites` for employer admins and brokers: the invitations they can see, with status, resend and revoke */
export function SentInvites() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const list = useSentInvites(page, status);
  const data = list.data;
  return (
    <Stack gap="md">
      <Select
        label={t('org.field.status')}
        data={statusOptions(t('org.anyStatus'))}
        value={status}
        onChange={(v) => {
          setStatus(v ?? '');
          setPage(1);
        }}
        allowDeselect={false}
        w={{ base: '100%', sm: 240 }}
      />
      {list.isPending ? (
        <Stack gap="xs" aria-label={t('org.invites.loading')}>
          <Skeleton h={88} />
          <Skeleton h={88} />
        </Stack>
      ) : list.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(list.error)}
        </Text>
      ) : data && data.items.length ? (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('org.invites.count', { count: data.totalItems })}
          </Text>
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('org.invites.listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.items.map((i) => (
              <InviteRow key={i.id} invite={i as Expanded} />
            ))}
          </Stack>
          {data.totalPages > 1 ? (
            <Pagination
              total={data.totalPages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t('org.invites.pageControl', { control }) })}
              getItemProps={(p) => ({ 'aria-label': t('org.invites.page', { page: p }) })}
            />
          ) : null}
        </>
      ) : (
        <EmptyState title={status ? t('org.invites.emptyStatusTitle') : t('org.invites.emptyTitle')}>
          {status ? t('org.invites.emptyStatusBody') : t('org.invites.emptyBody')}
        </EmptyState>
      )}
    </Stack>
  );
}
