import { Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useBookOfBusiness } from '../api/organisation-home';
import { formatDay } from '../lib/enrollment';
import { statusLabel } from './employer-home';
import { HomeSection } from './home-section';

/** The broker's home: the book of business (employer, status, plan year) and an invite call to action. */
export function BrokerHome({ userId }: { userId: string }) {
  const book = useBookOfBusiness(userId);
  const rows = book.data ?? [];
  return (
    <HomeSection id="home-book" title="Book of business">
      <QueryState
        isPending={book.isPending}
        errorMessage={book.error ? errorMessage(book.error) : null}
        onRetry={() => void book.refetch()}
        loadingLabel="Loading your book of business"
      >
        {rows.length === 0 ? (
          <Text c="gray.7">No employers in your book yet. Invite an employer's benefits admin to get started.</Text>
        ) : (
          <Table striped verticalSpacing="xs" aria-labelledby="home-book">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Employer</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Plan year starts</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td fw={600}>{e.name}</Table.Td>
                  <Table.Td>{statusLabel(e.status)}</Table.Td>
                  <Table.Td>{e.plan_year_start ? formatDay(e.plan_year_start) : 'Not set'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Group gap="sm">
        <Button component={Link} to={paths.invites.path}>
          Invite an employer
        </Button>
      </Group>
    </HomeSection>
  );
}
