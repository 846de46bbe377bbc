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
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** Roster tab (E/B/S): members table with status, eligibility dates, search and invite actions; the server pages and searches */
export function RosterTab({ employer }: { employer: string }) {
  const t = useT();
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
          label={t('org.roster.search')}
          placeholder={t('org.roster.searchPlaceholder')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('org.field.status')}
          placeholder={t('org.anyStatus')}
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
          {t('org.roster.export')}
        </Button>
      </Group>
      {exporter.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(exporter.error)}
        </Text>
      ) : null}
      {roster.isPending ? (
        <Stack gap="xs" aria-label={t('org.roster.loading')}>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : roster.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(roster.error)}
        </Text>
      ) : !roster.data?.total ? (
        <EmptyState title={t('org.roster.emptyTitle')}>{t('org.roster.emptyBody')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('org.roster.shown', { shown: formatNumber(roster.data.matching), total: formatNumber(roster.data.total) })}
          </Text>
          {roster.data.matching ? (
            <RosterTable rows={roster.data.rows} latest={latest} />
          ) : (
            <EmptyState title={t('org.roster.noMatchTitle')}>{t('org.roster.noMatchBody')}</EmptyState>
          )}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              aria-label={t('org.roster.pages')}
              getControlProps={(control) => ({ 'aria-label': t('org.invites.pageControl', { control }) })}
              getItemProps={(p) => ({ 'aria-label': t('org.invites.page', { page: p }) })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
