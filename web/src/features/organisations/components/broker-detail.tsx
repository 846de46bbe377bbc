import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Accordion, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { safeHref } from '../../../lib/safe-href';
import { useBrokerInvites, useEmployers } from '../api/orgs-api';
import type { BrokerRecord } from '../api/org-types';
import { day } from '../lib/org-labels';
import { brokerInvitesStatusLabels } from '../../../lib/select-labels';
import { BookTable } from './book-table';
import { DisconnectBroker } from './disconnect-broker';
import { InvitePersonForm } from './invite-person-form';
import { MetricsTab } from './metrics-tab';
import { NewEmployerForm } from './new-employer-form';
import { useT } from '../../../i18n/use-t';

const INVITE_STATUS: Readonly<Record<string, string>> = brokerInvitesStatusLabels;

function Team({ broker }: { broker: BrokerRecord }) {
  const t = useT();
  const invites = useBrokerInvites(broker.id);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('org.team.count', { count: broker.users?.length ?? 0 })}
      </Text>
      {invites.data?.length ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4}>
            <Table.Caption>{t('org.team.invitations')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('org.field.name')}</Table.Th>
                <Table.Th scope="col">{t('form.email')}</Table.Th>
                <Table.Th scope="col">{t('org.field.status')}</Table.Th>
                <Table.Th scope="col">{t('org.team.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invites.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.name || '—'}</Table.Td>
                  <Table.Td>{i.email}</Table.Td>
                  <Table.Td>{INVITE_STATUS[i.status] ?? i.status}</Table.Td>
                  <Table.Td>{day(i.last_sent || i.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <InvitePersonForm kind="broker_user" target={{ broker: broker.id }} label={t('org.team.inviteTitle')} submitLabel={t('org.team.inviteSubmit')} />
    </Stack>
  );
}

/** /brokers/{id}: agency profile, team, book of business with activation and metrics, new employer */
export function BrokerDetail({ broker, onTeam, userId }: { broker: BrokerRecord; onTeam: boolean; userId?: string }) {
  const t = useT();
  const employers = useEmployers();
  const book = (employers.data ?? []).filter((e) => e.broker === broker.id);
  // an employer admin whose employer this agency serves may end the relationship
  const mine = onTeam ? undefined : book.find((e) => userId && (e.admins ?? []).includes(userId));
  // panels render their content only while open (no hidden queries or loaders)
  // "Invite employer" on the broker's home links here with ?open=employer: the form is open and focused
  const [params] = useSearchParams();
  const openFromLink = onTeam && params.get('open') === 'employer';
  const [open, setOpen] = useState<string[]>(openFromLink ? ['employer'] : []);
  useEffect(() => {
    if (!openFromLink) return;
    const form = document.getElementById('invite-employer');
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>('input, textarea')?.focus();
  }, [openFromLink]);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="h3">
            {t('org.agency.profile')}
          </Title>
          {broker.status ? <Badge variant="filled" color={broker.status === 'active' ? 'green.9' : 'red.9'}>{broker.status === 'active' ? t('org.agency.active') : t('org.agency.suspended')}</Badge> : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">{t('org.agency.npn')} {broker.npn || '—'}</Text>
          <Text size="sm">{t('org.agency.licensedIn')} {broker.licensed_states?.length ? broker.licensed_states.join(', ') : '—'}</Text>
          <Text size="sm">{t('org.agency.email')} {broker.email ? <Anchor href={`mailto:${broker.email}`}>{broker.email}</Anchor> : '—'}</Text>
          <Text size="sm">{t('org.agency.phone')} {broker.phone || '—'}</Text>
          <Text size="sm">{t('org.agency.website')} {safeHref(broker.website) ? <Anchor href={safeHref(broker.website)} target="_blank" rel="noopener noreferrer">{broker.website}</Anchor> : broker.website || '—'}</Text>
        </SimpleGrid>
      </Paper>
      {mine ? <DisconnectBroker broker={broker} employer={mine} /> : null}
      {onTeam ? (
        <>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('org.book.title')}
            </Title>
            {employers.isPending ? (
              <Skeleton h={120} aria-label={t('org.book.loading')} />
            ) : employers.error ? (
              <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>
            ) : book.length ? (
              <BookTable employers={book} caption={t('org.book.caption')} />
            ) : (
              <EmptyState title={t('org.book.emptyTitleAgency')}>{t('org.book.emptyBodyAgency')}</EmptyState>
            )}
          </Stack>
          <Accordion variant="separated" multiple value={open} onChange={setOpen}>
            <Accordion.Item value="employer" id="invite-employer">
              <Accordion.Control>{t('org.book.inviteEmployer')}</Accordion.Control>
              <Accordion.Panel>
                {open.includes('employer') ? <NewEmployerForm broker={broker.id} /> : null}
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="team">
              <Accordion.Control>{t('org.team.title')}</Accordion.Control>
              <Accordion.Panel>
                {open.includes('team') ? <Team broker={broker} /> : null}
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="metrics">
              <Accordion.Control>{t('org.book.metrics')}</Accordion.Control>
              <Accordion.Panel>
                {open.includes('metrics') ? <MetricsTab scope={{ broker: broker.id }} /> : null}
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      ) : null}
    </Stack>
  );
}
