import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to Covey."
      footer={
        <>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to={paths.signup.href(redirect ?? undefined)}>
              Create an account
            </Anchor>
          </Text>
          <Anchor component={Link} to={paths.authReset.path} size="sm">
            Forgot your password?
          </Anchor>
        </>
      }
    >
      {/* from an invitation (/auth?invite=…): the invited address, prefilled and locked */}
      <LoginForm
        lockedEmail={(params.get('invite') && params.get('email')) || undefined}
        onSignedIn={() => void navigate(safeRedirect(redirect), { replace: true })}
      />
    </AuthCard>
  );
}
