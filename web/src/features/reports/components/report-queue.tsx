import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { useReports } from '../api/reports-api';
import type { ReportRecord } from '../api/report-types';
import { useReportsLive } from '../api/use-reports-live';
import { OPEN_STATUSES, STATUS, kindOptions, statusLabel } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
import { t as translate } from '../../../i18n/i18n';
import { reportError } from '../lib/report-errors';
import { ReportRow, listStyle } from './report-row';

/** urgent first, then the longest waiting (oldest sent) first; id breaks ties */
export function queueOrder(a: ReportRecord, b: ReportRecord): number {
  const p = Number(b.priority === 'urgent') - Number(a.priority === 'urgent');
  if (p) return p;
  const age = (a.submitted_at || a.created).localeCompare(b.submitted_at || b.created);
  return age || a.id.localeCompare(b.id);
}

const statusOptions = () => [
  { value: 'open', label: translate('reports.queue.open') },
  { value: 'all', label: translate('reports.queue.all') },
  ...Object.keys(STATUS)
    .filter((s) => s !== 'draft')
    .map((s) => ({ value: s, label: statusLabel(s, 'counselor') })),
];

/**
 * The counselor's queue on /reports: the caseload's cases by priority and age, with the first-response target.
 * An operator (`everyone`) sees every sent report the same way; members' unsent drafts stay out.
 */
export function ReportQueue({ everyone = false }: { everyone?: boolean }) {
  const reports = useReports(everyone ? 'all-sent' : 'queue', everyone ? 'status != "draft"' : '');
  useReportsLive();
  const t = useT();
  const [status, setStatus] = useState('open');
  const [kind, setKind] = useState<string | null>(null);
  const [employer, setEmployer] = useState<string | null>(null);
  const items = reports.data ?? [];
  const employers = new Map<string, string>();
  for (const r of items) {
    const e = r.expand?.member?.expand?.employer;
    if (e) employers.set(e.id, e.name);
  }
  const shown = items
    .filter((r) =>
      status === 'all' ? true : status === 'open' ? OPEN_STATUSES.includes(r.status) : r.status === status,
    )
    .filter((r) => !kind || r.kind === kind)
    .filter((r) => !employer || r.expand?.member?.employer === employer)
    .sort(queueOrder);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.queue.status')}
          data={statusOptions()}
          value={status}
          onChange={(v) => setStatus(v ?? 'open')}
          allowDeselect={false}
          w={{ base: '100%', sm: 230 }}
        />
        <Select
          label={t('reports.fact.kind')}
          placeholder={t('reports.queue.allKinds')}
          clearable
          data={kindOptions()}
          value={kind}
          onChange={setKind}
          w={{ base: '100%', sm: 230 }}
        />
        <Select
          label={t('reports.queue.employer')}
          placeholder={t('reports.queue.allEmployers')}
          clearable
          data={[...employers].map(([value, label]) => ({ value, label }))}
          value={employer}
          onChange={setEmployer}
          w={{ base: '100%', sm: 230 }}
        />
      </Group>
      <Text size="sm" c="gray.7">
        {t('reports.queue.target')}
      </Text>
      <QueryState
        isPending={reports.isPending}
        errorMessage={reports.error ? reportError(reports.error) : null}
        onRetry={() => void reports.refetch()}
        loadingLabel={t('reports.queue.loading')}
      >
        {shown.length === 0 ? (
          <EmptyState title={t('reports.noneHere')}>
            {items.length
              ? t('reports.queue.noMatch')
              : everyone
                ? t('reports.queue.noneSent')
                : t('reports.queue.willAppear')}
          </EmptyState>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle} aria-label={everyone ? t('reports.allTitle') : t('reports.queue.title')}>
            {shown.map((r) => (
              <ReportRow key={r.id} report={r} side="counselor" showPerson />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
