import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { signOut, useSession } from '../../../lib/session';
import { useInviteSummary } from '../api/circles';
import { useAcceptInvite } from '../api/use-accept-invite';
import { YOU, accessLabel, scopePreview } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  if (summary.error) {
    return (
      <Alert color="yellow.9" title={t('circles.linkInvalid')} role="alert">
        {errorStatus(summary.error) === 404
          ? t('circles.landing.gone')
          : t('circles.reloadToRetry', { message: errorMessage(summary.error) })}
      </Alert>
    );
  }
  const s = summary.data;
  const myEmail = (session.user?.email ?? '').toLowerCase();
  const onAccept = () =>
    accept.mutate({ token }, { onSuccess: (out) => void navigate(paths.circle.href(out.circle), { replace: true }) });
  return (
    <QueryState isPending={summary.isPending} errorMessage={null} loadingLabel={t('circles.loadingInvitation')}>
      {s ? (
        <Stack gap="md">
          <Text size="lg" fw={600}>
            {t('circles.landing.title', { inviter: s.inviter_name || t('reports.timeline.someone'), circle: s.circle_name })}
          </Text>
          <Text c="gray.7">{accessLabel(s.access)}</Text>
          <Stack gap={4} aria-label={t('circles.landing.willSee')} role="list">
            {scopePreview(s.scopes, s.access, YOU).map((line) => (
              <Text key={line} role="listitem" size="sm">
                {line}
              </Text>
            ))}
          </Stack>
          {session.isValid && myEmail === s.email.toLowerCase() ? (
            <Button onClick={onAccept} loading={accept.isPending} size="md">
              {t('circles.landing.accept')}
            </Button>
          ) : session.isValid ? (
            <Stack gap="xs">
              <Text>
                {t('circles.landing.otherAccount', { email: s.email, current: session.user?.email ?? '' })}
              </Text>
              <Button variant="light" onClick={signOut}>
                {t('circles.landing.signOut')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t('circles.landing.forEmail', { email: s.email })}</Text>
              <Button component={Link} to={signupWithInvite(token)} size="md">
                {t('circles.landing.createAccount')}
              </Button>
              <Text size="sm" ta="center">
                {t('signup.haveAccount')}{' '}
                <Anchor component={Link} to={loginWithInvite(token, s.email)}>
                  {t('login.submit')}
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
