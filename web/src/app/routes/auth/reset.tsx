import { useState } from 'react';
import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { mailAvailability } from '../../../config/env';
import { paths } from '../../../config/paths';
import { MailOffNotice } from '../../../features/auth/components/mail-off-notice';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ConfirmResetForm, RequestResetForm } from '../../../features/auth/components/reset-forms';
import { useT } from '../../../i18n/use-t';

export function ResetScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  if (token) {
    return (
      <AuthCard title={t('auth.chooseNewPassword')}>
        {done ? (
          <>
            <Alert color="green" role="status" title={t('auth.passwordUpdated')}>
              {t('auth.passwordChanged')}
            </Alert>
            <Button component={Link} to={paths.login.path}>
              {t('login.submit')}
            </Button>
          </>
        ) : (
          <ConfirmResetForm token={token} onDone={() => setDone(true)} />
        )}
      </AuthCard>
    );
  }
  const mailOff = mailAvailability() === 'off';
  return (
    <AuthCard
      title={t('auth.resetTitle')}
      description={mailOff ? undefined : t('auth.resetDescription')}
      footer={
        <Anchor component={Link} to={paths.login.path} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      }
    >
      {mailOff ? (
        <MailOffNotice title={t('auth.resetMailOffTitle')} next={t('auth.resetMailOffNext')} />
      ) : (
        <RequestResetForm />
      )}
    </AuthCard>
  );
}
