import type { ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useInviteSummary } from '../api/circles';

/**
 * Sign-in and sign-up opened from an invitation: the invitation's address, once known, goes to the
 * form (prefilled and locked); a dead link says so and the plain form is shown.
 */
export function WithInviteEmail({ token, children }: { token: string; children: (email: string | undefined) => ReactNode }) {
  return token ? <InviteEmail token={token}>{children}</InviteEmail> : <>{children(undefined)}</>;
}

function InviteEmail({ token, children }: { token: string; children: (email: string | undefined) => ReactNode }) {
  const summary = useInviteSummary(token);
  if (summary.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading invitation" role="progressbar" />
      </Center>
    );
  }
  return (
    <>
      {summary.data ? (
        <Text size="sm" c="gray.7">
          {summary.data.inviter_name || 'Someone'} invited you to “{summary.data.circle_name}”.
        </Text>
      ) : (
        <Alert color="yellow.9" role="alert" title="This invitation link is not valid or has expired">
          You can still continue; ask the person who invited you to send a new link.
        </Alert>
      )}
      {children(summary.data?.email)}
    </>
  );
}
