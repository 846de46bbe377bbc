import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { APP_VERSION } from '../../../config/env';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import type { UserRecord } from '../../../lib/api-client';
import { useAccountSettings } from '../../../features/account/api/use-account-settings';
import { AccountDeletionSection } from '../../../features/account/components/account-deletion-section';
import { AgreementsSection } from '../../../features/account/components/agreements-section';
import { DataExportSection } from '../../../features/account/components/data-export-section';
import { EmailSection } from '../../../features/account/components/email-section';
import { LocaleSection } from '../../../features/account/components/locale-section';
import { PasswordSection } from '../../../features/account/components/password-section';
import { NotificationPreferencesSection } from '../../../features/account/components/notification-preferences-section';
import { SecuritySection } from '../../../features/account/components/security-section';
import { SupportAccessSection } from '../../../features/account/components/support-access-section';
import { AccountApps } from '../../../features/connected-apps/components/account-apps';
import { signOut, useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

/** language and time zone, and support access: both read the account's own settings */
function AccountSettingsSections({ user, part }: { user: UserRecord; part: 'locale' | 'support' }) {
  const t = useT();
  const settings = useAccountSettings(user.id);
  const demo = user.role === 'demo';
  if (settings.isPending) return <Skeleton height={120} radius="md" aria-label={t('accountScreen.loadingSettings')} />;
  return (
    <QueryState isPending={false} errorMessage={settings.error ? errorMessage(settings.error) : null} onRetry={() => void settings.refetch()}>
      {settings.data && part === 'locale' ? <LocaleSection key={settings.data.id} settings={settings.data} demo={demo} /> : null}
      {settings.data && part === 'support' ? <SupportAccessSection settings={settings.data} demo={demo} /> : null}
    </QueryState>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h3" mt="sm">
      {children}
    </Title>
  );
}

export function AccountScreen() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const leave = () => {
    signOut();
    void navigate(paths.login.path, { replace: true });
  };
  const person = user && !session.isSuperuser ? user : null;
  return (
    <Page title={t('accountScreen.title')} description={t('accountScreen.description')}>
      <Stack gap="md">
        {person ? (
          <>
            <SectionTitle>{t('accountScreen.security')}</SectionTitle>
            <EmailSection user={person} />
            <PasswordSection user={person} />
            <SecuritySection user={person} />
            <SectionTitle>{t('accountScreen.preferences')}</SectionTitle>
            <AccountSettingsSections user={person} part="locale" />
            <NotificationPreferencesSection user={person} />
          </>
        ) : null}
        {user && (session.isSuperuser || user.role !== 'demo') ? <AccountApps userId={user.id} isSuperuser={session.isSuperuser} /> : null}
        {person ? (
          <>
            <SectionTitle>{t('accountScreen.privacy')}</SectionTitle>
            <AgreementsSection userId={person.id} demo={person.role === 'demo'} />
            <AccountSettingsSections user={person} part="support" />
            <DataExportSection />
            {person.role !== 'demo' ? <AccountDeletionSection /> : null}
          </>
        ) : null}
        <Paper withBorder p="md" component="section" aria-labelledby="session-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="session-title">
              {t('accountScreen.session')}
            </Title>
            <Button color="red.8" variant="outline" onClick={leave} w="fit-content">
              {t('auth.signOut')}
            </Button>
          </Stack>
        </Paper>
        <Text size="sm" c="gray.7" ta="center">
          {t('accountScreen.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Page>
  );
}
