import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers } from '../api/orgs-api';
import { BookTable } from './book-table';
import { useT } from '../../../i18n/use-t';

/** B home: the book of business table and "Invite employer" */
export function BrokerHomePanel({ brokerId }: { brokerId: string }) {
  const t = useT();
  const employers = useEmployers();
  const book = (employers.data ?? []).filter((e) => !brokerId || e.broker === brokerId);
  return (
    <Stack gap="md" component="section" aria-labelledby="broker-home">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="broker-home">
          {t('org.book.title')}
        </Title>
        {brokerId ? (
          <Button component={Link} to={`${paths.broker.href(brokerId)}?open=employer`}>
            {t('org.book.inviteEmployer')}
          </Button>
        ) : null}
      </Group>
      {employers.isPending ? (
        <Skeleton h={120} aria-label={t('org.book.loading')} />
      ) : employers.error ? (
        <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>
      ) : book.length ? (
        <BookTable employers={book} caption={t('org.book.yourGroups')} />
      ) : (
        <EmptyState title={t('org.book.emptyTitle')}>{t('org.book.emptyBody')}</EmptyState>
      )}
    </Stack>
  );
}
