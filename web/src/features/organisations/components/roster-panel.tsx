import { useState } from 'react';
import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers } from '../api/orgs-api';
import { RosterTab } from './roster-tab';
import { useT } from '../../../i18n/use-t';

/** /members for E/B: the roster of their employer (a broker picks a group of the book) */
export function RosterPanel() {
  const t = useT();
  const employers = useEmployers();
  const [chosen, setChosen] = useState<string | null>(null);
  if (employers.isPending) return <Skeleton h={160} aria-label={t('org.roster.loading')} />;
  if (employers.error) return <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>;
  const list = employers.data ?? [];
  if (!list.length) return <EmptyState title={t('org.employers.emptyTitle')}>{t('org.roster.noEmployersBody')}</EmptyState>;
  const current = chosen ?? list[0]!.id;
  return (
    <Stack gap="md">
      {list.length > 1 ? (
        <Select label={t('org.employer.title')} data={list.map((e) => ({ value: e.id, label: e.name }))} value={current} onChange={setChosen} allowDeselect={false} w={{ base: '100%', sm: 320 }} />
      ) : null}
      <RosterTab employer={current} />
    </Stack>
  );
}
