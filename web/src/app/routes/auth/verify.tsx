import { Anchor } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mailAvailability } from '../../../config/env';
import { paths } from '../../../config/paths';
import { MailOffNotice } from '../../../features/auth/components/mail-off-notice';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ConfirmVerification, ResendVerification } from '../../../features/auth/components/verify-panel';
import { refreshSession, signOut, useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

export function VerifyScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const token = params.get('token');
  // the session the page loaded with may predate the confirmation (a refresh answered before it): read it
  // again from the server, so the guard sees the address confirmed
  const next = () =>
    void (session.isValid ? refreshSession() : Promise.resolve()).then(() =>
      navigate(session.isValid ? paths.home.path : paths.login.path, { replace: true }),
    );
  if (token) {
    return (
      <AuthCard title={t('auth.confirmEmailTitle')}>
        <ConfirmVerification token={token} onContinue={next} />
      </AuthCard>
    );
  }
  const user = session.user;
  return (
    <AuthCard
      title={t('auth.checkEmail')}
      description={
        user?.verified
          ? t('auth.alreadyConfirmed')
          : mailAvailability() === 'off'
            ? undefined
            : t('auth.confirmToContinue')
      }
      footer={
        session.isValid ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              signOut();
              void navigate(paths.login.path, { replace: true });
            }}
          >
            {t('auth.signOut')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.login.path} size="sm">
            {t('auth.backToSignIn')}
          </Anchor>
        )
      }
    >
      {user?.verified ? null : mailAvailability() === 'off' ? (
        <MailOffNotice title={t('auth.verifyMailOffTitle')} next={t('auth.verifyMailOffNext')} />
      ) : (
        <ResendVerification knownEmail={user?.email ?? null} />
      )}
    </AuthCard>
  );
}
