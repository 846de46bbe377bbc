import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useEndOtherSessions } from '../api/use-end-other-sessions';
import { useSignInMethods } from '../api/use-sign-in-methods';
import { MemberTwoStep } from './member-two-step';

const STAFF = new Set(['counselor', 'employer', 'broker']);

/** What the store really does for sign-in: emailed codes and the staff second step (decision 0031), and ending other sessions. */
export function SecuritySection({ user }: { user: UserRecord }) {
  const methods = useSignInMethods();
  const end = useEndOtherSessions();
  const staff = STAFF.has(user.role);
  const m = methods.data;
  const twoStep = !m
    ? null
    : staff
      ? m.mfa
        ? 'On. After your password we email you a 6-digit code. It is required for staff accounts and cannot be turned off.'
        : 'Not active yet: it starts for staff accounts as soon as Covey can send email.'
      : user.role === 'member'
        ? null
        : 'The demo account signs in with a password only.';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="security-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-title">
          Two-step sign-in and devices
        </Title>
        {methods.isPending ? <Skeleton height={40} aria-label="Loading sign-in settings" /> : null}
        {methods.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(methods.error)}
          </Alert>
        ) : null}
        {twoStep ? <Text>{twoStep}</Text> : null}
        {m && user.role === 'member' ? <MemberTwoStep user={user} mailReady={m.mfa} /> : null}
        <Text size="sm" c="gray.7">
          Signed in somewhere you no longer use, or lost a phone? End every session except this one. Changing your password does the same.
        </Text>
        {end.isSuccess ? (
          <Alert color="green" role="status">
            Every other device is signed out. You are still signed in here.
          </Alert>
        ) : null}
        {end.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(end.error, 'save')}
          </Alert>
        ) : null}
        <Button variant="default" onClick={() => end.mutate()} loading={end.isPending} disabled={user.role === 'demo'} w="fit-content">
          End sessions on other devices
        </Button>
      </Stack>
    </Paper>
  );
}
