import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus, fieldErrors } from '../../../lib/api-errors';
import {
  usePerson, usePersonCircles, useSetAccountStatus, useStartSupportView, type PersonRow, type SupportView,
} from '../api/ops-api';
import { accountStateLabel } from '../lib/ops-words';
import { SLOT, splitAtSlots } from '../../../lib/split-at-slots';
import { tasksStatusLabels } from '../../../lib/select-labels';
import { formatTime } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function AccountState({ person }: { person: PersonRow }) {
  const t = useT();
  const user = person.expand?.user;
  const set = useSetAccountStatus(person.id);
  const [confirming, setConfirming] = useState(false);
  if (!person.user || !user) {
    return <Text size="sm">{t('ops.account.none')}</Text>;
  }
  const suspended = user.status === 'suspended';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={suspended ? 'red' : 'green'} variant="light" tt="none">
          {accountStateLabel(user.status)}
        </Badge>
        <Text size="sm">{user.email}</Text>
      </Group>
      {set.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(set.error, 'save')}
        </Text>
      ) : null}
      {set.isSuccess && !confirming ? (
        <Text size="sm" role="status">
          {set.variables.status === 'suspended'
            ? t('ops.account.suspendedDone')
            : t('ops.account.reinstated')}
        </Text>
      ) : null}
      {suspended ? (
        <Button w="fit-content" variant="light" loading={set.isPending} onClick={() => set.mutate({ userId: user.id, status: 'active' })}>
          {t('ops.account.reinstate')}
        </Button>
      ) : confirming ? (
        <Alert color="red" title={t('ops.account.suspendAsk')} role="alertdialog" aria-label={t('ops.account.suspendAsk')}>
          <Text size="sm">{t('ops.account.suspendWarning')}</Text>
          <Group mt="sm" gap="sm">
            <Button
              color="red"
              loading={set.isPending}
              onClick={() => set.mutate({ userId: user.id, status: 'suspended' }, { onSettled: () => setConfirming(false) })}
            >
              {t('ops.account.suspendYes')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('ops.account.keep')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Button w="fit-content" color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('ops.account.suspend')}
        </Button>
      )}
    </Stack>
  );
}

const TASK_STATUS: Readonly<Record<string, string>> = tasksStatusLabels;

function SupportViewPanel({ view, onEnd }: { view: SupportView; onEnd: () => void }) {
  const t = useT();
  useEffect(() => {
    const left = view.endsAt - Date.now();
    const timer = window.setTimeout(onEnd, Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [view.endsAt, onEnd]);
  return (
    <Alert color="blue" title={t('ops.support.until', { time: formatTime(new Date(view.endsAt)) })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('ops.support.whatTheySee')}</Text>
        <Text size="sm" fw={600}>
          {t('ops.support.tasks')}
        </Text>
        {view.tasks.length ? (
          <List size="sm">
            {view.tasks.map((task) => (
              <List.Item key={task.id}>
                {t('ops.support.item', { title: task.title, status: task.status ? (TASK_STATUS[task.status] ?? task.status) : t('ops.support.open') })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('ops.support.noTasks')}</Text>
        )}
        <Text size="sm" fw={600}>
          {t('ops.support.reports')}
        </Text>
        {view.reports.length ? (
          <List size="sm">
            {view.reports.map((r) => (
              <List.Item key={r.id}>{t('ops.support.item', { title: r.title, status: r.status })}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('ops.support.noReports')}</Text>
        )}
        <Button size="xs" variant="light" w="fit-content" onClick={onEnd}>
          {t('ops.support.end')}
        </Button>
      </Stack>
    </Alert>
  );
}

function SupportAccess({ person }: { person: PersonRow }) {
  const t = useT();
  const user = person.expand?.user;
  const start = useStartSupportView();
  const [reason, setReason] = useState('');
  const [view, setView] = useState<SupportView | null>(null);
  if (!person.user || !user) return <Text size="sm">{t('ops.support.noAccount')}</Text>;
  if (user.allow_support_view === false) {
    return <Text size="sm">{t('ops.support.off')}</Text>;
  }
  if (view) return <SupportViewPanel view={view} onEnd={() => setView(null)} />;
  const fields = start.isError ? fieldErrors(start.error) : {};
  const refused = start.isError && errorStatus(start.error) === 403;
  return (
    <form
      aria-label={t('ops.support.form')}
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate({ userId: user.id, reason: reason.trim() }, { onSuccess: (v) => setView(v) });
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('ops.support.explain')}</Text>
        <Textarea
          label={t('appointments.reason')}
          description={t('ops.support.reasonHelp')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          required
          autosize
          minRows={2}
          error={fields['reason']}
        />
        {start.isError && !fields['reason'] ? (
          <Text size="sm" c="red.8" role="alert">
            {refused ? t('ops.support.refused') : errorMessage(start.error, 'save')}
          </Text>
        ) : null}
        <Button type="submit" variant="light" w="fit-content" loading={start.isPending} disabled={!reason.trim()}>
          {t('ops.support.start')}
        </Button>
      </Stack>
    </form>
  );
}

function Circles({ person }: { person: PersonRow }) {
  const t = useT();
  const circles = usePersonCircles(person.id, person.user);
  if (circles.isError) return <Text size="sm" c="red.8" role="alert">{errorMessage(circles.error)}</Text>;
  if (!circles.data) return <Text size="sm">{t('ops.circles.loading')}</Text>;
  const { own, joined } = circles.data;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('ops.circles.own')}
      </Text>
      {own.length ? (
        <List size="sm">
          {own.map((c) => (
            <List.Item key={c.id}>
              <Anchor component={Link} to={paths.circle.href(c.id)}>{c.name || t('ops.circles.unnamed')}</Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('ops.circles.noneOwn')}</Text>
      )}
      <Text size="sm" fw={600}>
        {t('ops.circles.joined')}
      </Text>
      {joined.length ? (
        <List size="sm">
          {joined.map((m) => {
            const owner = m.expand?.circle?.expand?.member;
            const who = owner ? `${owner.first_name} ${owner.last_name}`.trim() : '';
            const [before, after] = splitAtSlots(
              t(m.access === 'manage' ? 'ops.circles.canAct' : 'ops.circles.canView', { circle: SLOT }),
            );
            return (
              <List.Item key={m.id}>
                {before}
                {who ? (
                  <Anchor component={Link} to={paths.member.href(owner!.id)}>
                    {who}
                  </Anchor>
                ) : (
                  (m.expand?.circle?.name ?? t('ops.circles.aCircle'))
                )}
                {after}
              </List.Item>
            );
          })}
        </List>
      ) : (
        <Text size="sm">{t('ops.circles.none')}</Text>
      )}
    </Stack>
  );
}

/** The operator's parts of `/members/{id}`: account state, support view and circles. */
export function PersonAccount({ id }: { id: string }) {
  const t = useT();
  const person = usePerson(id);
  const p = person.data;
  if (person.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {errorMessage(person.error)}
      </Text>
    );
  }
  if (!p) return null;
  return (
    <Stack gap="md">
      <Card id="person-account" title={t('ops.people.account')}>
        <AccountState person={p} />
      </Card>
      <Card id="person-support" title={t('ops.support.title')}>
        <SupportAccess person={p} />
      </Card>
      <Card id="person-circles" title={t('people.circles')}>
        <Circles person={p} />
      </Card>
    </Stack>
  );
}

export { usePerson };
