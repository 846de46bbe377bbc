import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Page } from '../../../components/page';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import { demoConnectedApp, demoMember } from '../../../features/demo/fixtures';
import { markDemoNoticeRead, useDemoNotices } from '../../../features/demo/notice-state';
import type { Notice } from '../../../features/notifications/api/notification-centre';
import { NoticeGroups } from '../../../features/notifications/components/notice-groups';

export function DemoAccountScreen() {
  return (
    <Page title="Account" description="Sample settings.">
      <DemoCard title="Notifications">
        <Switch label="Messages from my counselor" defaultChecked />
        <Switch label="Appointment reminders" defaultChecked />
        <Switch label="Quiet hours (9 PM – 8 AM)" defaultChecked />
        <DemoSaveButton />
      </DemoCard>
      <DemoCard title="Connected apps">
        <Text fw={600}>{demoConnectedApp.name}</Text>
        <Text size="sm" c="gray.7">
          {demoConnectedApp.scopes} · since {demoConnectedApp.since}
        </Text>
        <DemoSaveButton label="Revoke access" />
      </DemoCard>
    </Page>
  );
}

export function DemoProfileScreen() {
  return (
    <Page title="Profile" description="A sample profile.">
      <DemoCard title={demoMember.name}>
        <Stack gap="sm">
          <TextInput label="Name" defaultValue={demoMember.name} />
          <TextInput label="Pronouns" defaultValue={demoMember.pronouns} />
          <TextInput label="Language" defaultValue={demoMember.language} />
          <TextInput label="Accessibility needs" defaultValue={demoMember.accessibility} />
          <TextInput label="Preferred contact" defaultValue={demoMember.contact} />
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
  // shared with the top bar's bell, which counts these sample notices (#29)
  const notices = useDemoNotices() as Notice[];
  const unread = notices.filter((n) => !n.read).length;
  const read = (id?: string) => markDemoNoticeRead(id);
  return (
    <Page title="Notifications" description="What Alex was told about lately. Open one to see where it leads.">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.7" aria-live="polite">
              {unread === 0 ? 'Nothing unread.' : `${unread} unread`}
            </Text>
            {unread > 0 ? (
              <Button size="compact-sm" variant="subtle" onClick={() => read()}>
                Mark all as read
              </Button>
            ) : null}
          </Group>
          <NoticeGroups notices={notices} onOpen={(n) => read(n.id)} />
        </Stack>
      </Paper>
    </Page>
  );
}
