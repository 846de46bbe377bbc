import { Alert, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { mailNotSent, mailSentence, type MailOutcome } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import type { InviteRecord } from '../api/org-types';
import type { RosterRow } from '../api/roster-page';
import { useRosterAction, type RosterAction } from '../api/use-roster-action';
import { RosterActionButton } from './roster-action-button';
import { useT } from '../../../i18n/use-t';

/** invite, resend / revoke, approve, deactivate / reactivate for one roster row */
export function RosterActions({ row, invite, who }: { row: RosterRow; invite?: InviteRecord; who: string }) {
  const t = useT();
  const act = useRosterAction();
  const btn = (label: string, action: RosterAction, color?: string) => (
    <RosterActionButton act={act} label={label} action={action} who={who} color={color} />
  );
  const pending = invite?.status === 'pending';
  // resend, copy and send answer the invitation's link and what became of its email
  const issued = act.isSuccess ? (act.data as { link?: string; mail?: MailOutcome; invite?: { email?: string } } | undefined) : undefined;
  return (
    <Group gap={6} wrap="wrap">
      {row.status === 'invited' && !row.user && pending ? btn(t('org.invite.resend'), { kind: 'resend', invite: invite.id }) : null}
      {row.status === 'invited' && !row.user && pending ? btn(t('org.invite.copyLink'), { kind: 'copy', invite: invite.id }) : null}
      {row.status === 'invited' && !row.user && pending ? btn(t('org.invite.revoke'), { kind: 'revoke', invite: invite.id }, 'red') : null}
      {row.status === 'invited' && !row.user && !pending && row.email
        ? btn(t('org.invite.send'), { kind: 'invite', input: { employer: row.employer, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() } })
        : null}
      {row.status === 'pending' ? btn(t('org.roster.approve'), { kind: 'status', member: row.id, status: 'active' }, 'green') : null}
      {row.status !== 'inactive' && (row.user || row.status !== 'invited')
        ? btn(t('org.roster.deactivate'), { kind: 'status', member: row.id, status: 'inactive' }, 'red')
        : null}
      {row.status === 'inactive' ? btn(t('org.roster.reactivate'), { kind: 'status', member: row.id, status: row.user ? 'active' : 'invited' }) : null}
      {issued?.link ? (
        <Alert color={mailNotSent(issued.mail) ? 'yellow' : 'green'} role="status" w="100%">
          {mailSentence(issued.mail, issued.invite?.email || row.email, t('org.mail.anInvitation'))} {t('org.invite.previousLink')}
          <ShareLink link={issued.link} title={t('org.mail.shareTitle')} />
        </Alert>
      ) : null}
      {act.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(act.error)}
        </Text>
      ) : null}
    </Group>
  );
}
