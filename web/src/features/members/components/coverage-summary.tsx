import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberCoverages } from '../api/get-member';
import { coveragesStatusLabels, coveragesTypeLabels } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';
import { labelOf } from '../lib/labels';

export function CoverageSummary({ memberId }: { memberId: string }) {
  const t = useT();
  const coverages = useMemberCoverages(memberId);
  const items = coverages.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-coverage">
      <Title order={3} fz="lg" id="member-coverage" mb="sm">
        {t('members.coverage')}
      </Title>
      <QueryState
        isPending={coverages.isPending}
        errorMessage={coverages.error ? errorMessage(coverages.error) : null}
        onRetry={() => void coverages.refetch()}
        loadingLabel={t('members.loadingCoverage')}
      >
        {items.length === 0 ? (
          <Text c="gray.7">{t('members.noCoverage')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((c) => (
              <li key={c.id}>
                <Group gap={6}>
                  <Text fw={700}>{c.type ? labelOf(coveragesTypeLabels, c.type) : t('members.coverage')}</Text>
                  {c.primary ? <Badge size="sm">{t('members.primary')}</Badge> : null}
                  {c.status ? (
                    <Badge size="sm" variant="outline" color="gray.8">
                      {labelOf(coveragesStatusLabels, c.status)}
                    </Badge>
                  ) : null}
                  {c.verified ? (
                    <Badge size="sm" color="green.9">
                      {t('members.verified')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{[c.carrier, c.plan_name].filter(Boolean).join(' · ') || t('members.noCarrier')}</Text>
                <Text size="sm" c="gray.7">
                  {[c.member_id && t('members.memberId', { id: c.member_id }), c.group_number && t('members.group', { number: c.group_number })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
