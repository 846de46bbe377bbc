import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Code, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-date';
import { useCreateBackup, useOpsHealth, useOpsOverview, useTestEmail, type OpsHealth } from '../api/ops-api';
import { capacityColor, capacityLabel, plural } from '../lib/ops-words';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-label={label} role="progressbar">
      <Skeleton h={18} w="70%" />
      <Skeleton h={18} w="55%" />
      <Skeleton h={18} w="60%" />
    </Stack>
  );
}

/** One line of the "needs an operator" list: the count in words, linked to where it is handled. */
function Need({ n, text, to }: { n: number; text: string; to?: string }) {
  const body = (
    <Group gap="xs" wrap="nowrap">
      <Badge color={n > 0 ? 'orange' : 'green'} variant="light" miw={40}>
        {n.toLocaleString('en-US')}
      </Badge>
      <Text size="sm">{text}</Text>
    </Group>
  );
  return <List.Item>{to && n > 0 ? <Anchor component={Link} to={to} underline="hover" c="inherit">{body}</Anchor> : body}</List.Item>;
}

/** how an operator sets mail up: the settings the server reads, as the README documents them */
const MAIL_SETUP = `PATCH /api/settings
{
  "meta": { "senderName": "Covey", "senderAddress": "no-reply@your-domain" },
  "smtp": { "enabled": true, "host": "smtp.your-provider.com", "port": 587,
            "username": "…", "password": "…", "tls": false }
}`;

/** Mail: whether it is set up, how to set it up, and a test email to the operator once it is */
function MailStatus({ configured }: { configured: boolean }) {
  const test = useTestEmail();
  if (!configured)
    return (
      <Stack gap="xs">
        <Text size="sm">
          Mail is not set up. Nothing is emailed: when you add an account, its one-time sign-in link is shown to you to
          pass on.
        </Text>
        <Text size="sm">
          To set it up, save your mail server&apos;s address, port, user name and password and the sender address in the
          server settings, signed in as an operator (the README, &ldquo;Run it&rdquo;). A mail server on a private address
          also needs <Code>&quot;allowPrivateHost&quot;: true</Code>.
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {MAIL_SETUP}
        </Code>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">Mail is set up: sign-in codes, invitations and reminders are emailed.</Text>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={() => test.mutate()} loading={test.isPending}>
          Send me a test email
        </Button>
      </Group>
      {test.isSuccess ? (
        <Text size="sm" role="status">
          {`A test email was handed to the mail server for ${test.data}. If it does not arrive within a few minutes, check the mail settings and the server's log.`}
        </Text>
      ) : null}
      {test.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {`The test email could not be sent. ${errorMessage(test.error, 'save')} Check the mail server's address, port and password in the settings.`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Backups: how many, the newest, "Back up now", and the documented command on PostgreSQL */
function BackupStatus({ health, pending }: { health: OpsHealth | undefined; pending: boolean }) {
  const backup = useCreateBackup();
  if (pending) return <Loading label="Loading backup status" />;
  const pgHint = (
    <Text size="sm">
      On PostgreSQL, back up the database with <Code>pg_dump -Fc covey &gt; covey.dump</Code> (or your provider&apos;s
      snapshots) and the files folder; the backups here cover the built-in SQLite data folder.
    </Text>
  );
  if (!health)
    return (
      <Stack gap="xs">
        <Text size="sm">The backup status is not available right now.</Text>
        {pgHint}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        {health.backups === 0
          ? 'There are no backups yet.'
          : `${plural(health.backups, 'backup', 'backups')} kept; the newest is from ${formatDay(health.lastBackup)}.`}
      </Text>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={() => backup.mutate()} loading={backup.isPending}>
          Back up now
        </Button>
      </Group>
      {backup.isSuccess ? (
        <Text size="sm" role="status">
          A backup of the data folder was made.
        </Text>
      ) : null}
      {backup.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {`No backup was made. ${errorMessage(backup.error, 'save')}`}
        </Text>
      ) : null}
      {backup.isError ? pgHint : null}
    </Stack>
  );
}

/**
 * The operator's `/`: what needs an operator now (members without a counselor or waiting for
 * eligibility, apps to review, failed jobs, sign-in throttles), counselor capacity, mail and backups.
 * `appReview` is the OAuth app review, composed by the route.
 */
export function OpsHome({ appReview }: { appReview: ReactNode }) {
  const overview = useOpsOverview();
  const health = useOpsHealth();
  const o = overview.data;
  const h = health.data;
  return (
    <Stack gap="lg">
      <Section id="ops-now" title="Needs an operator now">
        {overview.isError ? (
          <Alert color="red" role="alert" title="The counts could not be loaded">
            {errorMessage(overview.error)}
          </Alert>
        ) : !o ? (
          <Loading label="Loading what needs an operator" />
        ) : (
          <List spacing="xs" listStyleType="none" aria-label="Things to handle">
            <Need n={o.members.withoutCounselor} text={`${o.members.withoutCounselor === 1 ? 'member has' : 'members have'} finished sign-up but have no counselor`} to={`${paths.members.href()}?needs=counselor`} />
            <Need n={o.members.pendingEligibility} text={`${o.members.pendingEligibility === 1 ? 'member is' : 'members are'} waiting for eligibility to be confirmed`} to={`${paths.members.href()}?needs=eligibility`} />
            <Need n={o.oauthApps.toReview} text={`${o.oauthApps.toReview === 1 ? 'app is' : 'apps are'} waiting for review`} to="#oauth-apps" />
            {h ? (
              <>
                <Need n={h.failedJobs} text="scheduled jobs failed in the last 7 days" />
                <Need n={h.throttles} text="sign-in attempts were slowed down in the last 24 hours (too many tries)" />
              </>
            ) : null}
          </List>
        )}
        {health.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Failed jobs, sign-in throttles and backups could not be checked. {errorMessage(health.error)}
          </Text>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="ops-mail" title="Mail">
          {!o ? <Loading label="Loading mail status" /> : <MailStatus configured={o.mail.configured} />}
        </Section>
        <Section id="ops-backups" title="Backups">
          <BackupStatus health={h} pending={health.isPending} />
        </Section>
      </SimpleGrid>

      <Section id="ops-capacity" title="Counselor capacity">
        {!o ? (
          <Loading label="Loading counselor capacity" />
        ) : o.counselors.length === 0 ? (
          <Text size="sm">
            There are no active counselors yet. <Anchor component={Link} to={paths.employers.href()}>Add a counselor</Anchor>.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table striped captionSide="top">
              <Table.Caption>Active counselors, fullest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Counselor</Table.Th>
                  <Table.Th scope="col">Members assigned</Table.Th>
                  <Table.Th scope="col">New members</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.counselors.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.counselor.href(c.id)}>
                        {c.name || 'Unnamed counselor'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={capacityColor(c.caseload, c.capacity)}>
                        {capacityLabel(c.caseload, c.capacity)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.accepting ? 'Accepting' : 'Not accepting'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <div id="oauth-apps">{appReview}</div>
    </Stack>
  );
}
