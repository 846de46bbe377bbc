import { useState } from 'react';
import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployers } from '../api/orgs-api';
import { RosterTab } from './roster-tab';

/** /members for E/B: the roster of their employer (a broker picks a group of the book) */
export function RosterPanel() {
  const employers = useEmployers();
  const [chosen, setChosen] = useState<string | null>(null);
  if (employers.isPending) return <Skeleton h={160} aria-label="Loading the roster" />;
  if (employers.error) return <Text c="red.8" role="alert">{errorMessage(employers.error)}</Text>;
  const list = employers.data ?? [];
  if (!list.length) return <EmptyState title="No employers yet">Employer groups you manage will appear here.</EmptyState>;
  const current = chosen ?? list[0]!.id;
  return (
    <Stack gap="md">
      {list.length > 1 ? (
        <Select label="Employer" data={list.map((e) => ({ value: e.id, label: e.name }))} value={current} onChange={setChosen} allowDeselect={false} w={{ base: '100%', sm: 320 }} />
      ) : null}
      <RosterTab employer={current} />
    </Stack>
  );
}
