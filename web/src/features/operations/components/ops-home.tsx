import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-date';
import { useOpsHealth, useOpsOverview } from '../api/ops-api';
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
          {!o ? (
            <Loading label="Loading mail status" />
          ) : o.mail.configured ? (
            <Text size="sm">Mail is set up: sign-in codes, invitations and reminders are emailed.</Text>
          ) : (
            <Text size="sm">
              Mail is not set up. Nothing is emailed: when you add an account, its one-time sign-in link is shown to you to
              pass on.
            </Text>
          )}
        </Section>
        <Section id="ops-backups" title="Backups">
          {health.isPending ? (
            <Loading label="Loading backup status" />
          ) : h ? (
            <Text size="sm">
              {h.backups === 0
                ? 'There are no backups yet.'
                : `${plural(h.backups, 'backup', 'backups')} kept; the newest is from ${formatDay(h.lastBackup)}.`}
            </Text>
          ) : (
            <Text size="sm">The backup status is not available right now.</Text>
          )}
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
