import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { APP_VERSION } from '../../../config/env';
import { paths } from '../../../config/paths';
import { AccountDeletionSection } from '../../../features/account/components/account-deletion-section';
import { DataExportSection } from '../../../features/account/components/data-export-section';
import { EmailSection } from '../../../features/account/components/email-section';
import { PasswordSection } from '../../../features/account/components/password-section';
import { NotificationPreferencesSection } from '../../../features/account/components/notification-preferences-section';
import { AccountApps } from '../../../features/connected-apps/components/account-apps';
import { signOut, useSession } from '../../../lib/session';

export function AccountScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const leave = () => {
    signOut();
    void navigate(paths.login.path, { replace: true });
  };
  return (
    <Page title="Account" description="Sign-in and security, your data.">
      <Stack gap="md">
        {user && !session.isSuperuser ? <EmailSection user={user} /> : null}
        {user && !session.isSuperuser ? <PasswordSection user={user} /> : null}
        {user && !session.isSuperuser ? <NotificationPreferencesSection user={user} /> : null}
        {user && !session.isSuperuser ? <DataExportSection /> : null}
        {user && !session.isSuperuser && user.role !== 'demo' ? <AccountDeletionSection /> : null}
        {user && (session.isSuperuser || user.role !== 'demo') ? <AccountApps userId={user.id} isSuperuser={session.isSuperuser} /> : null}
        <Paper withBorder p="md" component="section" aria-labelledby="session-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="session-title">
              Session
            </Title>
            <Button color="red.8" variant="outline" onClick={leave} w="fit-content">
              Sign out
            </Button>
          </Stack>
        </Paper>
        <Text size="sm" c="gray.7" ta="center">
          Version {APP_VERSION}
        </Text>
      </Stack>
    </Page>
  );
}
