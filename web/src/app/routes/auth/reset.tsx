import { useState } from 'react';
import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { mailAvailability } from '../../../config/env';
import { paths } from '../../../config/paths';
import { MailOffNotice } from '../../../features/auth/components/mail-off-notice';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ConfirmResetForm, RequestResetForm } from '../../../features/auth/components/reset-forms';

export function ResetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  if (token) {
    return (
      <AuthCard title="Choose a new password">
        {done ? (
          <>
            <Alert color="green" role="status" title="Password updated">
              Your password has been changed. Sign in with the new one.
            </Alert>
            <Button component={Link} to={paths.login.path}>
              Sign in
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
      title="Reset your password"
      description={mailOff ? undefined : "Enter the email you signed up with and we'll send you a link."}
      footer={
        <Anchor component={Link} to={paths.login.path} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      {mailOff ? (
        <MailOffNotice title="We can't email you a reset link" next="They can set a new password for your account." />
      ) : (
        <RequestResetForm />
      )}
    </AuthCard>
  );
}
