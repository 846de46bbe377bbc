import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-date';
import { useAgreements } from '../api/use-agreements';
import { useWithdrawAgreement } from '../api/use-withdraw-agreement';
import { agreementLines } from '../lib/agreement-ledger';
import { useT } from '../../../i18n/use-t';

/** The documents the person signed, with version and date; optional consents can be withdrawn here. */
export function AgreementsSection({ userId, demo }: { userId: string; demo: boolean }) {
  const t = useT();
  const ledger = useAgreements(userId);
  const withdraw = useWithdrawAgreement(userId);
  const lines = agreementLines(ledger.data ?? []);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="agreements-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="agreements-title">
          {t('account.agreementsTitle')}
        </Title>
        <QueryState
          isPending={ledger.isPending}
          errorMessage={ledger.error ? errorMessage(ledger.error) : null}
          onRetry={() => void ledger.refetch()}
          loadingLabel={t('account.agreementsLoading')}
        >
          {lines.length === 0 ? (
            <Text c="gray.7">{t('account.agreementsNone')}</Text>
          ) : (
              <Table aria-labelledby="agreements-title" verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('account.colDocument')}</Table.Th>
                    <Table.Th>{t('account.colVersion')}</Table.Th>
                    <Table.Th>{t('account.colDate')}</Table.Th>
                    <Table.Th>{t('account.colStatus')}</Table.Th>
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
                            {l.state === 'accepted' ? t('account.signed') : t('account.withdrawn')}
                          </Badge>
                          {l.optional && l.state === 'accepted' && !demo ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red.8"
                              aria-label={t('account.withdrawName', { name: l.title })}
                              loading={withdraw.isPending && withdraw.variables?.id === l.row.id}
                              onClick={() => withdraw.mutate(l.row)}
                            >
                              {t('account.withdraw')}
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
            {t('account.agreementsHint')}
          </Text>
        </QueryState>
        {withdraw.isSuccess ? (
          <Alert color="green" role="status">
            {t('account.withdrawDone')}
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
