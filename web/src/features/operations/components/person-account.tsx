import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus, fieldErrors } from '../../../lib/api-errors';
import {
  usePerson, usePersonCircles, useSetAccountStatus, useStartSupportView, type PersonRow, type SupportView,
} from '../api/ops-api';
import { accountStateLabel } from '../lib/ops-words';

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
  const user = person.expand?.user;
  const set = useSetAccountStatus(person.id);
  const [confirming, setConfirming] = useState(false);
  if (!person.user || !user) {
    return <Text size="sm">No sign-in account: this person is on a roster or a plan but has not signed up.</Text>;
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
            ? 'The account is suspended. Every session, app connection and API key it had has ended.'
            : 'The account is reinstated. They can sign in again.'}
        </Text>
      ) : null}
      {suspended ? (
        <Button w="fit-content" variant="light" loading={set.isPending} onClick={() => set.mutate({ userId: user.id, status: 'active' })}>
          Reinstate account
        </Button>
      ) : confirming ? (
        <Alert color="red" title="Suspend this account?" role="alertdialog" aria-label="Suspend this account?">
          <Text size="sm">They are signed out everywhere at once, and their app connections and API keys end for good.</Text>
          <Group mt="sm" gap="sm">
            <Button
              color="red"
              loading={set.isPending}
              onClick={() => set.mutate({ userId: user.id, status: 'suspended' }, { onSettled: () => setConfirming(false) })}
            >
              Yes, suspend
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the account active
            </Button>
          </Group>
        </Alert>
      ) : (
        <Button w="fit-content" color="red" variant="light" onClick={() => setConfirming(true)}>
          Suspend account
        </Button>
      )}
    </Stack>
  );
}

const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function SupportViewPanel({ view, onEnd }: { view: SupportView; onEnd: () => void }) {
  useEffect(() => {
    const left = view.endsAt - Date.now();
    const timer = window.setTimeout(onEnd, Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [view.endsAt, onEnd]);
  return (
    <Alert color="blue" title={`Support view until ${clock(view.endsAt)}`} role="status">
      <Stack gap="xs">
        <Text size="sm">What they see. They have been told that support viewed their account, and why.</Text>
        <Text size="sm" fw={600}>Latest tasks</Text>
        {view.tasks.length ? (
          <List size="sm">{view.tasks.map((t) => <List.Item key={t.id}>{t.title} ({t.status || 'open'})</List.Item>)}</List>
        ) : (
          <Text size="sm">No tasks.</Text>
        )}
        <Text size="sm" fw={600}>Latest bills and claims</Text>
        {view.reports.length ? (
          <List size="sm">{view.reports.map((r) => <List.Item key={r.id}>{r.title} ({r.status})</List.Item>)}</List>
        ) : (
          <Text size="sm">No bills or claims.</Text>
        )}
        <Button size="xs" variant="light" w="fit-content" onClick={onEnd}>
          End support view
        </Button>
      </Stack>
    </Alert>
  );
}

function SupportAccess({ person }: { person: PersonRow }) {
  const user = person.expand?.user;
  const start = useStartSupportView();
  const [reason, setReason] = useState('');
  const [view, setView] = useState<SupportView | null>(null);
  if (!person.user || !user) return <Text size="sm">There is no account to view.</Text>;
  if (user.allow_support_view === false) {
    return <Text size="sm">They turned support access off in their profile, so their account cannot be viewed.</Text>;
  }
  if (view) return <SupportViewPanel view={view} onEnd={() => setView(null)} />;
  const fields = start.isError ? fieldErrors(start.error) : {};
  const refused = start.isError && errorStatus(start.error) === 403;
  return (
    <form
      aria-label="Start a support view"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate({ userId: user.id, reason: reason.trim() }, { onSuccess: (v) => setView(v) });
      }}
    >
      <Stack gap="xs">
        <Text size="sm">
          See their account as they do for up to 15 minutes. They get a notification with your reason, and it is recorded in
          their updates.
        </Text>
        <Textarea
          label="Reason"
          description="Shown to them. For example: they asked for help with a claim on the phone."
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
            {refused ? 'They turned support access off, so their account cannot be viewed.' : errorMessage(start.error, 'save')}
          </Text>
        ) : null}
        <Button type="submit" variant="light" w="fit-content" loading={start.isPending} disabled={!reason.trim()}>
          Start support view
        </Button>
      </Stack>
    </form>
  );
}

function Circles({ person }: { person: PersonRow }) {
  const circles = usePersonCircles(person.id, person.user);
  if (circles.isError) return <Text size="sm" c="red.8" role="alert">{errorMessage(circles.error)}</Text>;
  if (!circles.data) return <Text size="sm">Loading circles…</Text>;
  const { own, joined } = circles.data;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>Their circles</Text>
      {own.length ? (
        <List size="sm">
          {own.map((c) => (
            <List.Item key={c.id}>
              <Anchor component={Link} to={paths.circle.href(c.id)}>{c.name || 'Unnamed circle'}</Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">They have not shared their account with anyone.</Text>
      )}
      <Text size="sm" fw={600}>Circles they help in</Text>
      {joined.length ? (
        <List size="sm">
          {joined.map((m) => {
            const owner = m.expand?.circle?.expand?.member;
            const who = owner ? `${owner.first_name} ${owner.last_name}`.trim() : '';
            return (
              <List.Item key={m.id}>
                {who ? (
                  <Anchor component={Link} to={paths.member.href(owner!.id)}>{who}</Anchor>
                ) : (
                  m.expand?.circle?.name ?? 'A circle'
                )}{' '}
                ({m.access === 'manage' ? 'can act for them' : 'can view'})
              </List.Item>
            );
          })}
        </List>
      ) : (
        <Text size="sm">None.</Text>
      )}
    </Stack>
  );
}

/** The operator's parts of `/members/{id}`: account state, support view and circles. */
export function PersonAccount({ id }: { id: string }) {
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
      <Card id="person-account" title="Account">
        <AccountState person={p} />
      </Card>
      <Card id="person-support" title="Support view">
        <SupportAccess person={p} />
      </Card>
      <Card id="person-circles" title="Circles">
        <Circles person={p} />
      </Card>
    </Stack>
  );
}

export { usePerson };
