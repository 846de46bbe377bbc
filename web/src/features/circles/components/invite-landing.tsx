import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { signOut, useSession } from '../../../lib/session';
import { useInviteSummary } from '../api/circles';
import { useAcceptInvite } from '../api/use-accept-invite';
import { accessLabel, scopePreview } from '../lib/labels';
import { FormErrorText } from './form-error-text';

const enc = encodeURIComponent;
const signupWithInvite = (token: string) => `${paths.signup.path}?circle_invite=${enc(token)}`;
const loginWithInvite = (token: string, email: string) =>
  `${paths.login.path}?invite=${enc(token)}&email=${enc(email)}&redirect=${enc(`${paths.auth.path}?invite=${token}`)}`;

/** /auth?invite=…: who invited you to what, then sign in or sign up (email locked), or accept */
export function InviteLanding({ token }: { token: string }) {
  const summary = useInviteSummary(token);
  const session = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  if (summary.error) {
    return (
      <Alert color="yellow.9" title="This invitation link is not valid or has expired" role="alert">
        {errorStatus(summary.error) === 404
          ? 'It may have been used already, withdrawn, or replaced by a newer email. Ask the person who invited you to send it again.'
          : `${errorMessage(summary.error)} Reload the page to try again.`}
      </Alert>
    );
  }
  const s = summary.data;
  const myEmail = (session.user?.email ?? '').toLowerCase();
  const onAccept = () =>
    accept.mutate({ token }, { onSuccess: (out) => void navigate(paths.circle.href(out.circle), { replace: true }) });
  return (
    <QueryState isPending={summary.isPending} errorMessage={null} loadingLabel="Loading invitation">
      {s ? (
        <Stack gap="md">
          <Text size="lg" fw={600}>
            {s.inviter_name || 'Someone'} invited you to their circle “{s.circle_name}”
          </Text>
          <Text c="gray.7">{accessLabel(s.access)}</Text>
          <Stack gap={4} aria-label="What you will see" role="list">
            {scopePreview(s.scopes, s.access, 'You').map((line) => (
              <Text key={line} role="listitem" size="sm">
                {line}
              </Text>
            ))}
          </Stack>
          {session.isValid && myEmail === s.email.toLowerCase() ? (
            <Button onClick={onAccept} loading={accept.isPending} size="md">
              Accept invitation
            </Button>
          ) : session.isValid ? (
            <Stack gap="xs">
              <Text>
                This invitation was sent to {s.email}, but you are signed in as {session.user?.email}. Sign out, then sign in or create an account with {s.email}.
              </Text>
              <Button variant="light" onClick={signOut}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs">
              <Text size="sm">This invitation is for {s.email}.</Text>
              <Button component={Link} to={signupWithInvite(token)} size="md">
                Create an account
              </Button>
              <Text size="sm" ta="center">
                Already have an account?{' '}
                <Anchor component={Link} to={loginWithInvite(token, s.email)}>
                  Sign in
                </Anchor>
              </Text>
            </Stack>
          )}
          <FormErrorText error={accept.error} />
        </Stack>
      ) : null}
    </QueryState>
  );
}
