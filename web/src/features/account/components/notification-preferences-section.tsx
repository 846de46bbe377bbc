import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mailAvailability } from '../../../config/env';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { formErrorSentence } from '../../../lib/form-errors';
import { useNotificationPrefs, useSaveNotificationPrefs, type NoticeKind, type NotifyPrefs } from '../api/notification-prefs';
import { DEMO_NOT_SAVED } from './email-section';

/** the kinds a person can choose about, in the words of the screen */
const KIND_LABELS: ReadonlyArray<[NoticeKind, string]> = [
  ['message', 'Messages'],
  ['appointment', 'Appointments and reminders'],
  ['task', 'Tasks and reminders'],
  ['plan', 'Plans'],
  ['report', 'Reports and bill reviews'],
  ['suggestion', 'Suggestions'],
  ['invite', 'Circles and invitations'],
  ['post', 'News and announcements'],
  ['system', 'Your account'],
];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Values {
  in_app: Record<NoticeKind, boolean>;
  email: Record<NoticeKind, boolean>;
  quiet: boolean;
  start: string;
  end: string;
}

function toValues(p: NotifyPrefs): Values {
  const on = (m: Partial<Record<NoticeKind, boolean>>) =>
    Object.fromEntries(KIND_LABELS.map(([k]) => [k, m[k] !== false])) as Record<NoticeKind, boolean>;
  return { in_app: on(p.in_app), email: on(p.email), quiet: p.quiet_hours !== null, start: p.quiet_hours?.start ?? '22:00', end: p.quiet_hours?.end ?? '07:00' };
}

const toPrefs = (v: Values): NotifyPrefs => ({
  in_app: v.in_app,
  email: v.email,
  quiet_hours: v.quiet ? { start: v.start, end: v.end } : null,
});

/** /account: which notifications a person gets, in the app and by email, and their quiet hours */
export function NotificationPreferencesSection({ user }: { user: UserRecord }) {
  const prefs = useNotificationPrefs(user.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notification-prefs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notification-prefs-title">
          Notifications
        </Title>
        {prefs.isPending ? (
          <Skeleton h={160} aria-label="Loading your notification settings" />
        ) : prefs.isError ? (
          <Alert color="red" role="alert" title="Could not load your notification settings">
            {errorMessage(prefs.error)}
            <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => void prefs.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PrefsForm user={user} initial={toValues(prefs.data.prefs)} timezone={prefs.data.timezone} />
        )}
      </Stack>
    </Paper>
  );
}

function PrefsForm({ user, initial, timezone }: { user: UserRecord; initial: Values; timezone: string }) {
  const save = useSaveNotificationPrefs(user);
  const mail = mailAvailability() !== 'off';
  const zone = timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      start: (v, all) => (!all.quiet || HHMM.test(v) ? null : 'Enter a start time, for example 22:00.'),
      end: (v, all) =>
        !all.quiet ? null : !HHMM.test(v) ? 'Enter an end time, for example 07:00.' : v === all.start ? 'Quiet hours must end at a different time than they start.' : null,
    },
  });
  const submit = form.onSubmit((values) => save.mutate(toPrefs(values)));
  const failure = formErrorSentence(save.error, 'save');
  const done = save.isSuccess ? (save.data === 'demo' ? DEMO_NOT_SAVED : 'Your notification settings are saved.') : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Choose what you hear about. {mail ? 'Email sends one summary of what you have not read yet.' : null}
        </Text>
        {!mail ? (
          <Text size="sm" c="gray.7">
            Email is not set up on this Covey server yet, so notifications show in the app only.
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">In the app</Table.Th>
                {mail ? <Table.Th scope="col">By email</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KIND_LABELS.map(([kind, label]) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={400}>
                    {label}
                  </Table.Th>
                  <Table.Td>
                    <Checkbox aria-label={`${label} in the app`} {...form.getInputProps(`in_app.${kind}`, { type: 'checkbox' })} />
                  </Table.Td>
                  {mail ? (
                    <Table.Td>
                      <Checkbox aria-label={`${label} by email`} {...form.getInputProps(`email.${kind}`, { type: 'checkbox' })} />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Switch
          label="Quiet hours"
          description={`${mail ? 'No email during these hours.' : 'Once email is set up, no email is sent during these hours.'} Times are in your time zone (${zone}).`}
          {...form.getInputProps('quiet', { type: 'checkbox' })}
        />
        {form.values.quiet ? (
          <Group grow align="flex-start">
            <TextInput type="time" label="Quiet from" {...form.getInputProps('start')} />
            <TextInput type="time" label="Until" {...form.getInputProps('end')} />
          </Group>
        ) : null}
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          Save notification settings
        </Button>
      </Stack>
    </form>
  );
}
