import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useEndOtherSessions } from '../api/use-end-other-sessions';
import { useSignInMethods } from '../api/use-sign-in-methods';
import { MemberTwoStep } from './member-two-step';
import { useT } from '../../../i18n/use-t';

const STAFF = new Set(['counselor', 'employer', 'broker']);

/** What the store really does for sign-in: emailed codes and the staff second step (decision 0031), and ending other sessions. */
export function SecuritySection({ user }: { user: UserRecord }) {
  const t = useT();
  const methods = useSignInMethods();
  const end = useEndOtherSessions();
  const staff = STAFF.has(user.role);
  const m = methods.data;
  const twoStep = !m
    ? null
    : staff
      ? m.mfa
        ? t('account.twoStepOn')
        : t('account.twoStepNotYet')
      : user.role === 'member'
        ? null
        : t('account.demoPasswordOnly');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="security-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-title">
          {t('account.securityTitle')}
        </Title>
        {methods.isPending ? <Skeleton height={40} aria-label={t('account.securityLoading')} /> : null}
        {methods.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(methods.error)}
          </Alert>
        ) : null}
        {twoStep ? <Text>{twoStep}</Text> : null}
        {m && user.role === 'member' ? <MemberTwoStep user={user} mailReady={m.mfa} /> : null}
        <Text size="sm" c="gray.7">
          {t('account.endSessionsHint')}
        </Text>
        {end.isSuccess ? (
          <Alert color="green" role="status">
            {t('account.endSessionsDone')}
          </Alert>
        ) : null}
        {end.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(end.error, 'save')}
          </Alert>
        ) : null}
        <Button variant="default" onClick={() => end.mutate()} loading={end.isPending} disabled={user.role === 'demo'} w="fit-content">
          {t('account.endSessions')}
        </Button>
      </Stack>
    </Paper>
  );
}
