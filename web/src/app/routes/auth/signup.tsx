import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { acceptAndRefresh } from '../../../features/circles/api/accept-and-refresh';
import { WithInviteEmail } from '../../../features/circles/components/invite-auth';

export function SignupScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const invite = params.get('invite') ?? '';
  return (
    <AuthCard
      title="Create your account"
      description="Get a personal benefits counselor and make the most of your health plan."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login.href(redirect ?? undefined)}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <WithInviteEmail token={invite}>
        {(email) => (
          <SignupForm
            key={email ?? ''}
            lockedEmail={email}
            onSignedUp={async () => {
              // from an invitation: accept it at once, no second click
              if (email) {
                const out = await acceptAndRefresh(invite);
                void navigate(paths.circle.href(out.circle), { replace: true });
                return;
              }
              void navigate(safeRedirect(redirect), { replace: true });
            }}
          />
        )}
      </WithInviteEmail>
    </AuthCard>
  );
}
