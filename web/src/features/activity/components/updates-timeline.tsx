import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { errorStatus } from '../../../lib/api-errors';
import { useActivityLive, useUpdates } from '../api/activity';
import { TYPE_LABEL, recordPath } from './record-link';
import { storeDate } from '../../../lib/store-date';
import { intlTag } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';
import { updateSummary } from '../../../lib/update-summary';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
const when = (v: string) => {
  const d = storeDate(v);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(intlTag(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};

/** `/updates`: the activity timeline across records the viewer can see, filterable by person and type. */
export function UpdatesTimeline({ emptyText }: { emptyText?: string } = {}) {
  const t = useT();
  useActivityLive();
  const updates = useUpdates();
  const [person, setPerson] = useState('all');
  const [type, setType] = useState('all');
  const all = updates.data ?? [];
  const people = new Map(all.filter((u) => u.expand?.member).map((u) => [u.member, personName(u.expand?.member, { missing: '' })]));
  const types = [...new Set(all.map((u) => u.target_collection))];
  const typeLabel = (k: string) => {
    const id = TYPE_LABEL[k];
    return id ? t(id) : k;
  };
  const shown = all.filter((u) => (person === 'all' || u.member === person) && (type === 'all' || u.target_collection === type));
  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('activity.person')}
          data={[{ value: 'all', label: t('activity.everyone') }, ...[...people].map(([value, label]) => ({ value, label }))]}
          value={person}
          onChange={(v) => setPerson(v ?? 'all')}
          allowDeselect={false}
        />
        <Select
          label={t('activity.type')}
          data={[{ value: 'all', label: t('activity.allTypes') }, ...types.map((k) => ({ value: k, label: typeLabel(k) }))]}
          value={type}
          onChange={(v) => setType(v ?? 'all')}
          allowDeselect={false}
        />
      </Group>
      <QueryState
        isPending={updates.isPending}
        errorMessage={updates.error ? (errorStatus(updates.error) === 0 ? t('activity.unreachable') : t('activity.updatesFailed')) : null}
        onRetry={() => void updates.refetch()}
        loadingLabel={t('activity.updatesLoading')}
      >
        {shown.length === 0 ? (
          <EmptyState title={t('activity.noUpdates')}>{emptyText ?? t('activity.noUpdatesHint')}</EmptyState>
        ) : (
          <Stack gap="xs" component="ul" style={list} aria-label={t('activity.updates')}>
            {shown.map((u) => {
              const path = recordPath(u.target_collection, u.target_id);
              return (
                <Paper key={u.id} withBorder p="sm" component="li">
                  <Group gap="xs" mb={2}>
                    <Badge variant="outline" color="gray.8">
                      {typeLabel(u.target_collection)}
                    </Badge>
                    {u.visibility === 'staff' ? (
                      <Badge variant="outline" color="#7a4f01">
                        {t('activity.staffOnly')}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="gray.7">
                      {when(u.created)}
                    </Text>
                  </Group>
                  <Text size="sm">
                    <strong>{u.actor_name || t('activity.covey')}</strong>
                    {u.expand?.member ? ` · ${personName(u.expand.member, { missing: '' })}` : ''}
                  </Text>
                  {path ? (
                    <Anchor component={Link} to={path}>
                      {updateSummary(u) || t('activity.openRecord')}
                    </Anchor>
                  ) : (
                    <Text>{updateSummary(u)}</Text>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
