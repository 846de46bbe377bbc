import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useReceivedInvites, useSentInvites } from '../api/circles';
import { useAcceptInvite } from '../api/use-accept-invite';
import { useDeclineInvite } from '../api/use-decline-invite';
import type { InviteRecord } from '../api/types';
import { useCircleLive } from '../api/use-circle-live';
import { YOU, accessLabel, scopePreview } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
import { InviteCard } from './circle-invites';
import { ConfirmButton } from './confirm-button';
import { FormErrorText } from './form-error-text';
import { StatusBadge } from './status-badge';
import { storeDate } from '../../../lib/store-date';

/** /invites: Received (accept / decline with a summary) and Sent (status, resend, withdraw) */
export function InvitesLists({ userId, email, verified = true }: { userId: string; email: string; verified?: boolean }) {
  useCircleLive(userId);
  const received = useReceivedInvites(email);
  const sent = useSentInvites(userId);
  const t = useT();
  const pendingCount = (received.data ?? []).filter((i) => i.status === 'pending').length;
  return (
    <Tabs defaultValue="received" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="received">
          {pendingCount ? t('circles.invites.receivedCount', { count: pendingCount }) : t('circles.invites.received')}
        </Tabs.Tab>
        <Tabs.Tab value="sent">{t('circles.invites.sentTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="received" pt="md">
        <QueryState isPending={received.isPending} errorMessage={received.error ? errorMessage(received.error) : null} onRetry={() => void received.refetch()} loadingLabel={t('circles.invites.loading')}>
          {received.data?.length ? (
            <Stack gap="sm">
              {received.data.map((i) => (
                <ReceivedCard key={i.id} invite={i} />
              ))}
            </Stack>
          ) : (
            <EmptyState title={t('circles.invites.noneReceived')}>
              {verified ? t('circles.invites.noneReceivedBody') : t('circles.invites.noneReceivedUnverified')}
            </EmptyState>
          )}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="sent" pt="md">
        <QueryState isPending={sent.isPending} errorMessage={sent.error ? errorMessage(sent.error) : null} onRetry={() => void sent.refetch()} loadingLabel={t('circles.invites.loading')}>
          {sent.data?.length ? (
            <Stack gap="sm">
              {sent.data.map((i) => (
                <InviteCard key={i.id} invite={i} showCircle={i.expand?.circle?.name || t('circles.circle')} />
              ))}
            </Stack>
          ) : (
            <EmptyState title={t('circles.invites.noneSent')}>{t('circles.invites.noneSentBody')}</EmptyState>
          )}
        </QueryState>
      </Tabs.Panel>
    </Tabs>
  );
}

function ReceivedCard({ invite }: { invite: InviteRecord }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const t = useT();
  const inviter = invite.expand?.inviter?.name || t('reports.timeline.someone');
  const circle = invite.expand?.circle?.name ?? '';
  const open = invite.status === 'pending' && (!invite.expires || storeDate(invite.expires) > new Date());
  const onAccept = () =>
    accept.mutate({ invite: invite.id }, { onSuccess: (out) => void navigate(paths.circle.href(out.circle)) });
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t('circles.invites.from', { inviter })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {circle ? t('circles.invites.invitedTo', { inviter, circle }) : t('circles.invites.invitedToA', { inviter })}
          </Text>
          <StatusBadge status={open || invite.status !== 'pending' ? invite.status : 'expired'} />
        </Group>
        <Text size="sm" c="gray.7">
          {accessLabel(invite.access)}
        </Text>
        {scopePreview(invite.scopes, invite.access, YOU).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {invite.message ? <Text size="sm" fs="italic">“{invite.message}”</Text> : null}
        {open ? (
          <Group gap="xs">
            <Button size="xs" loading={accept.isPending} onClick={onAccept}>
              {t('circles.invites.accept')}
            </Button>
            <ConfirmButton
              label={t('circles.invites.decline')}
              title={t('circles.invites.declineTitle')}
              body={t('circles.invites.declineBody', { inviter })}
              confirmLabel={t('circles.invites.declineConfirm')}
              pending={decline.isPending}
              error={decline.error}
              onConfirm={(done) => decline.mutate(invite.id, { onSuccess: done })}
            />
          </Group>
        ) : null}
        <FormErrorText error={accept.error} />
      </Stack>
    </Paper>
  );
}
