import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-errors';
import { inviteEmployee, resendInvite, revokeInvite, setRosterStatus } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';
import type { InviteRecord, RosterMember } from '../api/org-types';

/** invite, resend / revoke, approve, deactivate / reactivate for one roster row */
export function RosterActions({ row, invite, who }: { row: RosterMember; invite?: InviteRecord; who: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (label: string, fn: () => Promise<unknown>) => async () => {
    setBusy(label);
    setError(null);
    try {
      await fn();
      await qc.invalidateQueries({ queryKey: orgKeys.all });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const btn = (label: string, fn: () => Promise<unknown>, color?: string) => (
    <Button size="compact-sm" variant="light" color={color} loading={busy === label} onClick={() => void run(label, fn)()} aria-label={`${label} ${who}`}>
      {label}
    </Button>
  );
  const pending = invite?.status === 'pending';
  return (
    <Group gap={6} wrap="wrap">
      {row.status === 'invited' && !row.user && pending ? btn('Resend invite', () => resendInvite(invite.id)) : null}
      {row.status === 'invited' && !row.user && pending ? btn('Revoke invite', () => revokeInvite(invite.id), 'red') : null}
      {row.status === 'invited' && !row.user && !pending && row.email
        ? btn('Send invite', () => inviteEmployee({ employer: row.employer, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() }))
        : null}
      {row.status === 'pending' ? btn('Approve', () => setRosterStatus(row.id, 'active'), 'green') : null}
      {row.status !== 'inactive' && (row.user || row.status !== 'invited') ? btn('Deactivate', () => setRosterStatus(row.id, 'inactive'), 'red') : null}
      {row.status === 'inactive' ? btn('Reactivate', () => setRosterStatus(row.id, row.user ? 'active' : 'invited')) : null}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}
