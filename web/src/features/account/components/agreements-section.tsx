import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-date';
import { useAgreements } from '../api/use-agreements';
import { useWithdrawAgreement } from '../api/use-withdraw-agreement';
import { agreementLines } from '../lib/agreement-ledger';

/** The documents the person signed, with version and date; optional consents can be withdrawn here. */
export function AgreementsSection({ userId, demo }: { userId: string; demo: boolean }) {
  const ledger = useAgreements(userId);
  const withdraw = useWithdrawAgreement(userId);
  const lines = agreementLines(ledger.data ?? []);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="agreements-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="agreements-title">
          Signed agreements
        </Title>
        <QueryState
          isPending={ledger.isPending}
          errorMessage={ledger.error ? errorMessage(ledger.error) : null}
          onRetry={() => void ledger.refetch()}
          loadingLabel="Loading your agreements"
        >
          {lines.length === 0 ? (
            <Text c="gray.7">You have not signed any agreements yet.</Text>
          ) : (
              <Table aria-labelledby="agreements-title" verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Version</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((l) => (
                    <Table.Tr key={l.document}>
                      <Table.Td>{l.title}</Table.Td>
                      <Table.Td>{l.version}</Table.Td>
                      <Table.Td>{formatDay(l.date)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Badge color={l.state === 'accepted' ? 'green' : 'gray'} variant="light">
                            {l.state === 'accepted' ? 'Signed' : 'Withdrawn'}
                          </Badge>
                          {l.optional && l.state === 'accepted' && !demo ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red.8"
                              aria-label={`Withdraw ${l.title}`}
                              loading={withdraw.isPending && withdraw.variables?.id === l.row.id}
                              onClick={() => withdraw.mutate(l.row)}
                            >
                              Withdraw
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
          )}
          <Text size="sm" c="gray.7">
            Required agreements stay in force while you use Covey; to end them, delete your account below.
          </Text>
        </QueryState>
        {withdraw.isSuccess ? (
          <Alert color="green" role="status">
            Withdrawn. Your choice is recorded with today’s date.
          </Alert>
        ) : null}
        {withdraw.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(withdraw.error, 'save')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
