import { Alert, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { mailNotSent, mailSentence, type MailOutcome } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import type { InviteRecord } from '../api/org-types';
import type { RosterRow } from '../api/roster-page';
import { useRosterAction, type RosterAction } from '../api/use-roster-action';
import { RosterActionButton } from './roster-action-button';

/** invite, resend / revoke, approve, deactivate / reactivate for one roster row */
export function RosterActions({ row, invite, who }: { row: RosterRow; invite?: InviteRecord; who: string }) {
  const act = useRosterAction();
  const btn = (label: string, action: RosterAction, color?: string) => (
    <RosterActionButton act={act} label={label} action={action} who={who} color={color} />
  );
  const pending = invite?.status === 'pending';
  // resend, copy and send answer the invitation's link and what became of its email
  const issued = act.isSuccess ? (act.data as { link?: string; mail?: MailOutcome; invite?: { email?: string } } | undefined) : undefined;
  return (
    <Group gap={6} wrap="wrap">
      {row.status === 'invited' && !row.user && pending ? btn('Resend invite', { kind: 'resend', invite: invite.id }) : null}
      {row.status === 'invited' && !row.user && pending ? btn('Copy link', { kind: 'copy', invite: invite.id }) : null}
      {row.status === 'invited' && !row.user && pending ? btn('Revoke invite', { kind: 'revoke', invite: invite.id }, 'red') : null}
      {row.status === 'invited' && !row.user && !pending && row.email
        ? btn('Send invite', { kind: 'invite', input: { employer: row.employer, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() } })
        : null}
      {row.status === 'pending' ? btn('Approve', { kind: 'status', member: row.id, status: 'active' }, 'green') : null}
      {row.status !== 'inactive' && (row.user || row.status !== 'invited')
        ? btn('Deactivate', { kind: 'status', member: row.id, status: 'inactive' }, 'red')
        : null}
      {row.status === 'inactive' ? btn('Reactivate', { kind: 'status', member: row.id, status: row.user ? 'active' : 'invited' }) : null}
      {issued?.link ? (
        <Alert color={mailNotSent(issued.mail) ? 'yellow' : 'green'} role="status" w="100%">
          {mailSentence(issued.mail, issued.invite?.email || row.email, 'an invitation')} The previous link no longer works.
          <ShareLink link={issued.link} title="Your Covey invitation" />
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
