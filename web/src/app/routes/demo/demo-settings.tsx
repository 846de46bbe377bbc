import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Page } from '../../../components/page';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import { demoConnectedApp, demoMember } from '../../../features/demo/fixtures';
import { markDemoNoticeRead, useDemoNotices } from '../../../features/demo/notice-state';
import type { Notice } from '../../../features/notifications/api/notification-centre';
import { NoticeGroups } from '../../../features/notifications/components/notice-groups';
import { intlTag } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** "9 PM" · "9 p.m." */
const hour = (h: number) =>
  new Intl.DateTimeFormat(intlTag(), { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2025, 0, 1, h));

export function DemoAccountScreen() {
  const t = useT();
  const app = demoConnectedApp();
  return (
    <Page title={t('accountScreen.title')} description={t('demo.account.description')}>
      <DemoCard title={t('notifications.title')}>
        <Switch label={t('demo.account.fromCounselor')} defaultChecked />
        <Switch label={t('demo.account.reminders')} defaultChecked />
        <Switch label={t('demo.account.quietHours', { from: hour(21), to: hour(8) })} defaultChecked />
        <DemoSaveButton />
      </DemoCard>
      <DemoCard title={t('demo.account.apps')}>
        <Text fw={600}>{app.name}</Text>
        <Text size="sm" c="gray.7">
          {t('demo.account.appSince', { scopes: app.scopes, since: app.since })}
        </Text>
        <DemoSaveButton label={t('demo.account.revoke')} />
      </DemoCard>
    </Page>
  );
}

export function DemoProfileScreen() {
  const t = useT();
  const member = demoMember();
  return (
    <Page title={t('shell.profile')} description={t('demo.profile.description')}>
      <DemoCard title={member.name}>
        <Stack gap="sm">
          <TextInput label={t('form.name')} defaultValue={member.name} />
          <TextInput label={t('members.pronouns')} defaultValue={member.pronouns} />
          <TextInput label={t('language.label')} defaultValue={member.language} />
          <TextInput label={t('profile.accessibility')} defaultValue={member.accessibility} />
          <TextInput label={t('members.preferredContact')} defaultValue={member.contact} />
          <DemoSaveButton />
        </Stack>
      </DemoCard>
    </Page>
  );
}

/**
 * The real notification centre (the bell's list: by day, unread first in weight, Mark all as read) on the
 * sandbox's sample notices; reading them changes this page load only (nothing is written).
 */
export function DemoNotificationsScreen() {
  const t = useT();
  // shared with the top bar's bell, which counts these sample notices (#29)
  const notices = useDemoNotices() as Notice[];
  const unread = notices.filter((n) => !n.read).length;
  const read = (id?: string) => markDemoNoticeRead(id);
  return (
    <Page title={t('notifications.title')} description={t('demo.notifications.description')}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.7" aria-live="polite">
              {unread === 0 ? t('notifications.nothingUnread') : t('notifications.unreadCount', { count: unread })}
            </Text>
            {unread > 0 ? (
              <Button size="compact-sm" variant="subtle" onClick={() => read()}>
                {t('notifications.markAll')}
              </Button>
            ) : null}
          </Group>
          <NoticeGroups notices={notices} onOpen={(n) => read(n.id)} />
        </Stack>
      </Paper>
    </Page>
  );
}
