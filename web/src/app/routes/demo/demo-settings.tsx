import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { Page } from '../../../components/page';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import { demoConnectedApp, demoMember, demoNotifications } from '../../../features/demo/fixtures';

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

export function DemoNotificationsScreen() {
  return (
    <Page title="Notifications">
      {demoNotifications.map((n) => (
        <DemoCard key={n.title} title={n.title}>
          <Text>{n.detail}</Text>
        </DemoCard>
      ))}
    </Page>
  );
}
