import { useEffect, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { getInviteInfo, type InviteInfo } from '../../../features/auth/api/roster-signup';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { errorMessage } from '../../../lib/api-errors';
import { acceptAndRefresh } from '../../../features/circles/api/accept-and-refresh';
import { WithInviteEmail } from '../../../features/circles/components/invite-auth';

type InviteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ok'; info: InviteInfo } | { kind: 'bad'; message: string };

const TITLE: Record<InviteInfo['kind'], (org: string) => string> = {
  member: (org) => `Join ${org || 'your employer'} on Covey`,
  employer_admin: (org) => `Manage ${org || 'your employer'} on Covey`,
  broker_user: (org) => `Join ${org || 'your agency'} on Covey`,
  adult_dependent: () => 'Your own Covey account',
};

/** Sign-up from a circle invitation (/auth?invite=… → /signup?circle_invite=…): accepted right after sign-up. */
function CircleInviteSignup({ token }: { token: string }) {
  const navigate = useNavigate();
  return (
    <AuthCard title="Create your account" description="Join the circle you were invited to.">
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
      title={info ? TITLE[info.kind](info.organisation) : 'Create your account'}
      description={
        info?.kind === 'member'
          ? `${info.organisation} offers you a personal benefits counselor. Create your account to get started.`
          : info?.kind === 'adult_dependent'
            ? 'You are 18 now: your coverage, plans and appointments are yours alone. Create your account to keep them.'
            : 'Get a personal benefits counselor and make the most of your health plan.'
      }
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login.href(redirect ?? undefined)}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      {invite.kind === 'loading' ? (
        <Center py="md">
          <Loader aria-label="Checking your invitation" role="progressbar" />
        </Center>
      ) : (
        <Stack gap="sm">
          {invite.kind === 'bad' ? (
            <Alert color="orange" role="alert" title="This invitation can't be used">
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
