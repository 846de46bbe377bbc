import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useT } from '../../../i18n/use-t';

export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const t = useT();
  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          <Text size="sm">
            {t('login.newHere')}{' '}
            <Anchor component={Link} to={paths.signup.href(redirect ?? undefined)}>
              {t('login.createAccount')}
            </Anchor>
          </Text>
          <Anchor component={Link} to={paths.authReset.path} size="sm">
            {t('login.forgot')}
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
