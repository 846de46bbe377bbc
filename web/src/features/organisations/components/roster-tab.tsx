import { useMemo, useState } from 'react';
import { Button, Group, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { useEmployerInvites, useRoster } from '../api/orgs-api';
import { useExportRoster } from '../api/use-export-roster';
import { useOrgsLive } from '../api/use-orgs-live';
import type { InviteRecord } from '../api/org-types';
import { ROSTER_STATUS } from '../lib/org-labels';
import { RosterInvites } from './roster-invites';
import { RosterTable } from './roster-table';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

const PAGE = 50;

/** Roster tab (E/B/S): members table with status, eligibility dates, search and invite actions */
export function RosterTab({ employer }: { employer: string }) {
  const t = useT();
  useOrgsLive();
  const roster = useRoster(employer);
  const invites = useEmployerInvites(employer);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const exporter = useExportRoster(employer);
  const latest = useMemo(() => {
    const m = new Map<string, InviteRecord>();
    for (const i of invites.data ?? []) if (i.member && !m.has(i.member)) m.set(i.member, i);
    return m;
  }, [invites.data]);
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (roster.data ?? []).filter(
      (r) =>
        (!status || r.status === status) &&
        (!needle || `${r.first_name} ${r.last_name} ${r.email} ${r.employee_id}`.toLowerCase().includes(needle)),
    );
  }, [roster.data, q, status]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);

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
      ) : !roster.data?.length ? (
        <EmptyState title={t('org.roster.emptyTitle')}>{t('org.roster.emptyBody')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('org.roster.shown', { shown: formatNumber(rows.length), total: formatNumber(roster.data.length) })}
          </Text>
          <RosterTable rows={shown} latest={latest} />
          {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label={t('org.roster.pages')} /> : null}
        </>
      )}
    </Stack>
  );
}
