import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { InviteRecord, RosterMember } from '../api/org-types';
import { day, rosterStatus } from '../lib/org-labels';
import { RosterActions } from './roster-actions';
import { StatusBadge } from './status-badge';

/** one page of the roster: name, email, employee ID, eligibility, status and the row's actions */
export function RosterTable({ rows, latest }: { rows: RosterMember[]; latest: Map<string, InviteRecord> }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>Roster</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Employee ID</Table.Th>
            <Table.Th scope="col">Eligibility</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const name = `${r.first_name} ${r.last_name}`.trim() || r.email;
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
