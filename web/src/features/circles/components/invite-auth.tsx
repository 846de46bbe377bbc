import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { getInviteSummary } from '../api/accept-and-refresh';
import type { InviteSummary } from '../api/types';
import { useT } from '../../../i18n/use-t';

/**
 * Sign-in and sign-up opened from an invitation: the invitation's address, once known, goes to the
 * form (prefilled and locked); a dead link says so and the plain form is shown. (The public screens
 * run without the query client, so this reads the summary directly.)
 */
export function WithInviteEmail({ token, children }: { token: string; children: (email: string | undefined) => ReactNode }) {
  return token ? <InviteEmail token={token}>{children}</InviteEmail> : <>{children(undefined)}</>;
}

type State = { kind: 'loading' } | { kind: 'ok'; summary: InviteSummary } | { kind: 'invalid' };

function InviteEmail({ token, children }: { token: string; children: (email: string | undefined) => ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = useT();
  useEffect(() => {
    let live = true;
    getInviteSummary(token).then(
      (summary) => live && setState({ kind: 'ok', summary }),
      () => live && setState({ kind: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (state.kind === 'loading') {
    return (
      <Center py="md">
        <Loader aria-label={t('circles.loadingInvitation')} role="progressbar" />
      </Center>
    );
  }
  return (
    <>
      {state.kind === 'ok' ? (
        <Text size="sm" c="gray.7">
          {t('circles.invitedYouTo', { inviter: state.summary.inviter_name || t('reports.timeline.someone'), circle: state.summary.circle_name })}
        </Text>
      ) : (
        <Alert color="yellow.9" role="alert" title={t('circles.linkInvalid')}>
          {t('circles.linkInvalidContinue')}
        </Alert>
      )}
      {children(state.kind === 'ok' ? state.summary.email : undefined)}
    </>
  );
}
