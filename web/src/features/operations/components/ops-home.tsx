import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Code, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-date';
import { useCreateBackup, useOpsHealth, useOpsOverview, useTestEmail, type OpsHealth } from '../api/ops-api';
import { capacityColor, capacityLabel } from '../lib/ops-words';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { SLOT, splitAtSlots } from '../../../lib/split-at-slots';

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
        {formatNumber(n)}
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
  const t = useT();
  const test = useTestEmail();
  if (!configured) {
    const [before, after] = splitAtSlots(t('ops.mail.howTo', { setting: SLOT }));
    return (
      <Stack gap="xs">
        <Text size="sm">{t('ops.mail.notSetUp')}</Text>
        <Text size="sm">
          {before}
          <Code>{'"allowPrivateHost": true'}</Code>
          {after}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {MAIL_SETUP}
        </Code>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('ops.mail.setUp')}</Text>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={() => test.mutate()} loading={test.isPending}>
          {t('ops.mail.test')}
        </Button>
      </Group>
      {test.isSuccess ? (
        <Text size="sm" role="status">
          {t('ops.mail.testSent', { email: test.data })}
        </Text>
      ) : null}
      {test.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('ops.mail.testFailed', { error: errorMessage(test.error, 'save') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Backups: how many, the newest, "Back up now", and the documented command on PostgreSQL */
function BackupStatus({ health, pending }: { health: OpsHealth | undefined; pending: boolean }) {
  const t = useT();
  const backup = useCreateBackup();
  if (pending) return <Loading label={t('ops.backups.loading')} />;
  const [before, after] = splitAtSlots(t('ops.backups.postgres', { command: SLOT }));
  const pgHint = (
    <Text size="sm">
      {before}
      <Code>{'pg_dump -Fc covey > covey.dump'}</Code>
      {after}
    </Text>
  );
  if (!health)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('ops.backups.unavailable')}</Text>
        {pgHint}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        {health.backups === 0
          ? t('ops.backups.none')
          : t('ops.backups.kept', { count: health.backups, date: formatDay(health.lastBackup) })}
      </Text>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={() => backup.mutate()} loading={backup.isPending}>
          {t('ops.backups.now')}
        </Button>
      </Group>
      {backup.isSuccess ? (
        <Text size="sm" role="status">
          {t('ops.backups.made')}
        </Text>
      ) : null}
      {backup.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('ops.backups.failed', { error: errorMessage(backup.error, 'save') })}
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
  const t = useT();
  const overview = useOpsOverview();
  const health = useOpsHealth();
  const o = overview.data;
  const h = health.data;
  return (
    <Stack gap="lg">
      <Section id="ops-now" title={t('ops.now.title')}>
        {overview.isError ? (
          <Alert color="red" role="alert" title={t('ops.now.loadFailed')}>
            {errorMessage(overview.error)}
          </Alert>
        ) : !o ? (
          <Loading label={t('ops.now.loading')} />
        ) : (
          <List spacing="xs" listStyleType="none" aria-label={t('ops.now.list')}>
            <Need n={o.members.withoutCounselor} text={t('ops.now.withoutCounselor', { count: o.members.withoutCounselor })} to={`${paths.members.href()}?needs=counselor`} />
            <Need n={o.members.pendingEligibility} text={t('ops.now.pendingEligibility', { count: o.members.pendingEligibility })} to={`${paths.members.href()}?needs=eligibility`} />
            <Need n={o.oauthApps.toReview} text={t('ops.now.appsToReview', { count: o.oauthApps.toReview })} to="#oauth-apps" />
            {h ? (
              <>
                <Need n={h.failedJobs} text={t('ops.now.failedJobs', { count: h.failedJobs })} />
                <Need n={h.throttles} text={t('ops.now.throttles', { count: h.throttles })} />
              </>
            ) : null}
          </List>
        )}
        {health.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('ops.now.healthFailed', { error: errorMessage(health.error) })}
          </Text>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="ops-mail" title={t('ops.mail.title')}>
          {!o ? <Loading label={t('ops.mail.loading')} /> : <MailStatus configured={o.mail.configured} />}
        </Section>
        <Section id="ops-backups" title={t('ops.backups.title')}>
          <BackupStatus health={h} pending={health.isPending} />
        </Section>
      </SimpleGrid>

      <Section id="ops-capacity" title={t('ops.capacity.title')}>
        {!o ? (
          <Loading label={t('ops.capacity.loading')} />
        ) : o.counselors.length === 0 ? (
          <Text size="sm">
            {t('ops.capacity.none')}{' '}
            <Anchor component={Link} to={paths.employers.href()}>
              {t('ops.capacity.add')}
            </Anchor>
            .
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table striped captionSide="top">
              <Table.Caption>{t('ops.capacity.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('ops.capacity.counselor')}</Table.Th>
                  <Table.Th scope="col">{t('ops.capacity.assigned')}</Table.Th>
                  <Table.Th scope="col">{t('ops.capacity.newMembers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.counselors.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.counselor.href(c.id)}>
                        {c.name || t('ops.capacity.unnamed')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={capacityColor(c.caseload, c.capacity)}>
                        {capacityLabel(c.caseload, c.capacity)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.accepting ? t('ops.capacity.accepting') : t('ops.capacity.notAccepting')}</Table.Td>
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
