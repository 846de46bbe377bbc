import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployerInvites } from '../api/orgs-api';
import { useRoster } from '../api/roster-page';
import { useExportRoster } from '../api/use-export-roster';
import { useOrgsLive } from '../api/use-orgs-live';
import type { InviteRecord } from '../api/org-types';
import { ROSTER_STATUS } from '../lib/org-labels';
import { RosterInvites } from './roster-invites';
import { RosterTable } from './roster-table';

/** Roster tab (E/B/S): members table with status, eligibility dates, search and invite actions; the server pages and searches */
export function RosterTab({ employer }: { employer: string }) {
  useOrgsLive();
  const invites = useEmployerInvites(employer);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // one request when the typing stops, not one per key
  const [search] = useDebouncedValue(q, 300);
  const roster = useRoster(employer, page, search, status);
  const pages = roster.data?.pages ?? 1;
  // the roster shrank under the page shown (a live change): show its last page
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const exporter = useExportRoster(employer);
  const latest = useMemo(() => {
    const m = new Map<string, InviteRecord>();
    for (const i of invites.data ?? []) if (i.member && !m.has(i.member)) m.set(i.member, i);
    return m;
  }, [invites.data]);

  return (
    <Stack gap="md">
      <RosterInvites employer={employer} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search the roster"
          placeholder="Name, email or employee ID"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={Object.entries(ROSTER_STATUS).map(([value, label]) => ({ value, label }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <Button variant="default" onClick={() => exporter.mutate()} loading={exporter.isPending}>
          Export CSV
        </Button>
      </Group>
      {exporter.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(exporter.error)}
        </Text>
      ) : null}
      {roster.isPending ? (
        <Stack gap="xs" aria-label="Loading the roster">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : roster.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(roster.error)}
        </Text>
      ) : !roster.data?.total ? (
        <EmptyState title="No one on the roster yet">Invite employees one by one or import a CSV file.</EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {roster.data.matching.toLocaleString('en-US')} of {roster.data.total.toLocaleString('en-US')} people
          </Text>
          <RosterTable rows={roster.data.rows} latest={latest} />
          {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Roster pages" /> : null}
        </>
      )}
    </Stack>
  );
}
