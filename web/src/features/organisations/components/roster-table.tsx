import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { InviteRecord } from '../api/org-types';
import type { RosterRow } from '../api/roster-page';
import { day, rosterStatus } from '../lib/org-labels';
import { RosterActions } from './roster-actions';
import { StatusBadge } from './status-badge';
import { useT } from '../../../i18n/use-t';

const rowName = (r: RosterRow) => `${r.first_name} ${r.last_name}`.trim() || r.email;

/** phones: one card per employee, every column kept (a table would cut off ID, status and actions at 390 px) */
function RosterCards({ rows, latest }: { rows: RosterRow[]; latest: Map<string, InviteRecord> }) {
  const t = useT();
  return (
    <Stack gap="xs" component="ul" aria-label={t('org.tab.roster')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((r) => {
        const name = rowName(r);
        return (
          <Paper key={r.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={paths.member.href(r.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Anchor>
                <StatusBadge status={r.status} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.email}
              </Text>
              <Text size="sm" c="gray.7">
                {r.eligibility_start || r.eligibility_end
                  ? t('org.roster.cardLine', { id: r.employee_id || '—', from: day(r.eligibility_start), until: day(r.eligibility_end) })
                  : t('org.roster.cardLineNoDates', { id: r.employee_id || '—' })}
              </Text>
              <RosterActions row={r} invite={latest.get(r.id)} who={name} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** one page of the roster: name, email, employee ID, eligibility, status and the row's actions */
export function RosterTable({ rows, latest }: { rows: RosterRow[]; latest: Map<string, InviteRecord> }) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!wide) return <RosterCards rows={rows} latest={latest} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('org.tab.roster')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('org.field.name')}</Table.Th>
            <Table.Th scope="col">{t('form.email')}</Table.Th>
            <Table.Th scope="col">{t('org.roster.employeeId')}</Table.Th>
            <Table.Th scope="col">{t('org.roster.eligibility')}</Table.Th>
            <Table.Th scope="col">{t('org.field.status')}</Table.Th>
            <Table.Th scope="col">{t('org.roster.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const name = rowName(r);
            return (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.member.href(r.id)}>
                    {name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.email}</Table.Td>
                <Table.Td>{r.employee_id || '—'}</Table.Td>
                <Table.Td>
                  {day(r.eligibility_start)} – {day(r.eligibility_end)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <StatusBadge status={rosterStatus(r.status, latest.get(r.id))} />
                </Table.Td>
                <Table.Td>
                  <RosterActions row={r} invite={latest.get(r.id)} who={name} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
