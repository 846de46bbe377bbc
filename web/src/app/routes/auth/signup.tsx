import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';

export function SignupScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
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
      <SignupForm onSignedUp={() => void navigate(safeRedirect(redirect), { replace: true })} />
    </AuthCard>
  );
}
