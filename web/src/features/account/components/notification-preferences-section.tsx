import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mailAvailability } from '../../../config/env';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { formErrorSentence } from '../../../lib/form-errors';
import { useNotificationPrefs, useSaveNotificationPrefs, type NoticeKind, type NotifyPrefs } from '../api/notification-prefs';
import { DEMO_NOT_SAVED } from './email-section';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

/** the kinds a person can choose about, in the words of the screen */
const KIND_LABELS: ReadonlyArray<[NoticeKind, MessageId]> = [
  ['message', 'notifyPrefs.kind.message'],
  ['appointment', 'notifyPrefs.kind.appointment'],
  ['task', 'notifyPrefs.kind.task'],
  ['plan', 'notifyPrefs.kind.plan'],
  ['report', 'notifyPrefs.kind.report'],
  ['suggestion', 'notifyPrefs.kind.suggestion'],
  ['invite', 'notifyPrefs.kind.invite'],
  ['post', 'notifyPrefs.kind.post'],
  ['system', 'notifyPrefs.kind.system'],
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
  const t = useT();
  const prefs = useNotificationPrefs(user.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notification-prefs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notification-prefs-title">
          {t('notifications.title')}
        </Title>
        {prefs.isPending ? (
          <Skeleton h={160} aria-label={t('notifyPrefs.loading')} />
        ) : prefs.isError ? (
          <Alert color="red" role="alert" title={t('notifyPrefs.loadFailed')}>
            {errorMessage(prefs.error)}
            <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => void prefs.refetch()}>
              {t('notifications.tryAgain')}
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
  const t = useT();
  const save = useSaveNotificationPrefs(user);
  const mail = mailAvailability() !== 'off';
  const zone = timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      start: (v, all) => (!all.quiet || HHMM.test(v) ? null : t('notifyPrefs.startRequired')),
      end: (v, all) =>
        !all.quiet
          ? null
          : !HHMM.test(v)
            ? t('notifyPrefs.endRequired')
            : v === all.start
              ? t('notifyPrefs.sameTime')
              : null,
    },
  });
  const submit = form.onSubmit((values) => save.mutate(toPrefs(values)));
  const failure = formErrorSentence(save.error, 'save');
  const done = save.isSuccess ? (save.data === 'demo' ? t(DEMO_NOT_SAVED) : t('notifyPrefs.saved')) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {mail ? t('notifyPrefs.introMail') : t('notifyPrefs.intro')}
        </Text>
        {!mail ? (
          <Text size="sm" c="gray.7">
            {t('notifyPrefs.mailOff')}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('notifyPrefs.colKind')}</Table.Th>
                <Table.Th scope="col">{t('notifyPrefs.colApp')}</Table.Th>
                {mail ? <Table.Th scope="col">{t('notifyPrefs.colEmail')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KIND_LABELS.map(([kind, label]) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={400}>
                    {t(label)}
                  </Table.Th>
                  <Table.Td>
                    <Checkbox aria-label={t('notifyPrefs.inApp', { kind: t(label) })} {...form.getInputProps(`in_app.${kind}`, { type: 'checkbox' })} />
                  </Table.Td>
                  {mail ? (
                    <Table.Td>
                      <Checkbox aria-label={t('notifyPrefs.byEmail', { kind: t(label) })} {...form.getInputProps(`email.${kind}`, { type: 'checkbox' })} />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Switch
          label={t('notifyPrefs.quiet')}
          description={mail ? t('notifyPrefs.quietHintMail', { zone }) : t('notifyPrefs.quietHint', { zone })}
          {...form.getInputProps('quiet', { type: 'checkbox' })}
        />
        {form.values.quiet ? (
          <Group grow align="flex-start">
            <TextInput type="time" label={t('notifyPrefs.quietFrom')} {...form.getInputProps('start')} />
            <TextInput type="time" label={t('notifyPrefs.until')} {...form.getInputProps('end')} />
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
          {t('notifyPrefs.save')}
        </Button>
      </Stack>
    </form>
  );
}
