import { useEffect, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { getInviteInfo, type InviteInfo } from '../../../features/auth/api/roster-signup';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { errorMessage } from '../../../lib/api-errors';
import { useT, type Translate } from '../../../i18n/use-t';
import { acceptAndRefresh } from '../../../features/circles/api/accept-and-refresh';
import { WithInviteEmail } from '../../../features/circles/components/invite-auth';

type InviteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ok'; info: InviteInfo } | { kind: 'bad'; message: string };

const TITLE: Record<InviteInfo['kind'], (t: Translate, org: string) => string> = {
  member: (t, org) => t('signup.titleMember', { org: org || t('signup.yourEmployer') }),
  employer_admin: (t, org) => t('signup.titleEmployerAdmin', { org: org || t('signup.yourEmployer') }),
  broker_user: (t, org) => t('signup.titleBroker', { org: org || t('signup.yourAgency') }),
  adult_dependent: (t) => t('signup.titleAdultDependent'),
};

/** Sign-up from a circle invitation (/auth?invite=… → /signup?circle_invite=…): accepted right after sign-up. */
function CircleInviteSignup({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <AuthCard title={t('signup.title')} description={t('signup.descriptionCircle')}>
      <WithInviteEmail token={token}>
        {(email) => (
          <SignupForm
            key={email ?? ''}
            lockedEmail={email}
            onSignedUp={async () => {
              // from an invitation: accept it at once, no second click
              if (email) {
                const out = await acceptAndRefresh(token);
                void navigate(paths.circle.href(out.circle), { replace: true });
                return;
              }
              void navigate(paths.home.href(), { replace: true });
            }}
          />
        )}
      </WithInviteEmail>
    </AuthCard>
  );
}

export function SignupScreen() {
  const [params] = useSearchParams();
  const circleInvite = params.get('circle_invite') ?? '';
  return circleInvite ? <CircleInviteSignup token={circleInvite} /> : <EmployerSignupScreen />;
}

/** Sign-up, plain or from an employer's invitation (/signup?invite=…) or join code. */
function EmployerSignupScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const token = params.get('invite') ?? '';
  const t = useT();
  const [invite, setInvite] = useState<InviteState>(token ? { kind: 'loading' } : { kind: 'none' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    getInviteInfo(token).then(
      (info) => live && setInvite({ kind: 'ok', info }),
      (err: unknown) => live && setInvite({ kind: 'bad', message: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const info = invite.kind === 'ok' ? invite.info : null;
  return (
    <AuthCard
      title={info ? TITLE[info.kind](t, info.organisation) : t('signup.title')}
      description={
        info?.kind === 'member'
          ? t('signup.descriptionMember', { org: info.organisation })
          : info?.kind === 'adult_dependent'
            ? t('signup.descriptionAdultDependent')
            : t('signup.description')
      }
      footer={
        <Text size="sm">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.href(redirect ?? undefined)}>
            {t('signup.signIn')}
          </Anchor>
        </Text>
      }
    >
      {invite.kind === 'loading' ? (
        <Center py="md">
          <Loader aria-label={t('signup.checkingInvitation')} role="progressbar" />
        </Center>
      ) : (
        <Stack gap="sm">
          {invite.kind === 'bad' ? (
            <Alert color="orange" role="alert" title={t('signup.badInvitation')}>
              {invite.message}
            </Alert>
          ) : null}
          <SignupForm
            key={info ? 'invite' : 'plain'}
            invite={info ? { token, email: info.email, name: info.name } : undefined}
            onSignedUp={() => void navigate(safeRedirect(redirect), { replace: true })}
          />
        </Stack>
      )}
    </AuthCard>
  );
}
