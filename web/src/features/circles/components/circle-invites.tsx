import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCircleInvites } from '../api/circles';
import { useResendInvite } from '../api/use-resend-invite';
import { useWithdrawInvite } from '../api/use-withdraw-invite';
import type { InviteRecord } from '../api/types';
import { accessLabel } from '../lib/labels';
import { inviteMailText } from '../lib/mail-text';
import { useT } from '../../../i18n/use-t';
import { ConfirmButton } from './confirm-button';
import { CopyLink } from './copy-link';
import { FormErrorText } from './form-error-text';
import { ScopeList } from './scope-list';
import { StatusBadge } from './status-badge';

/** the owner's open invitations for one circle: status, resend (new link), withdraw */
export function CircleInvites({ circleId }: { circleId: string }) {
  const invites = useCircleInvites(circleId, true);
  const t = useT();
  const open = (invites.data ?? []).filter((i) => i.status === 'pending' || i.status === 'expired');
  if (!open.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="invites-title">
      <Title order={2} fz="xl" id="invites-title">
        {t('circles.invites.title')}
      </Title>
      {open.map((i) => (
        <InviteCard key={i.id} invite={i} />
      ))}
    </Stack>
  );
}

export function InviteCard({ invite, showCircle }: { invite: InviteRecord; showCircle?: string }) {
  const resend = useResendInvite();
  const withdraw = useWithdrawInvite();
  const t = useT();
  // the last link issued stays shown until another resend answers
  const link = resend.data?.link ?? '';
  const note = resend.data ? inviteMailText('resend', resend.data.mail, invite.email) : '';
  const who = invite.name || invite.email;
  const canResend = (invite.status === 'pending' || invite.status === 'expired') && invite.sent_count < 5;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{who}</Text>
            <Text size="sm" c="gray.7">
              {showCircle ? `${showCircle} · ` : ''}
              {invite.email} · {accessLabel(invite.access)} · {t('circles.invites.sentTimes', { count: invite.sent_count })}
            </Text>
          </Stack>
          <StatusBadge status={invite.status} />
        </Group>
        <ScopeList scopes={invite.scopes} />
        {invite.status === 'pending' || invite.status === 'expired' ? (
          <Group gap="xs">
            {canResend ? (
              <Button size="xs" variant="light" loading={resend.isPending && resend.variables.send !== false} onClick={() => resend.mutate({ id: invite.id })} aria-label={t('circles.invites.resendAria', { who })}>
                {t('circles.invites.resend')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              loading={resend.isPending && resend.variables.send === false}
              onClick={() => resend.mutate({ id: invite.id, send: false })}
              aria-label={t('circles.invites.copyAria', { who })}
            >
              {t('circles.invites.copy')}
            </Button>
            {invite.status === 'pending' ? (
              <ConfirmButton
                label={t('circles.invites.withdraw')}
                title={t('circles.invites.withdrawTitle')}
                body={t('circles.invites.withdrawBody', { email: invite.email })}
                confirmLabel={t('circles.invites.withdrawConfirm')}
                buttonProps={{ 'aria-label': t('circles.invites.withdrawAria', { who }) }}
                pending={withdraw.isPending}
                error={withdraw.error}
                onConfirm={(done) => withdraw.mutate(invite.id, { onSuccess: done })}
              />
            ) : null}
          </Group>
        ) : null}
        <FormErrorText error={resend.error} />
        {link ? <CopyLink link={link} note={note} /> : null}
      </Stack>
    </Paper>
  );
}
