import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useMemberCoverages } from '../api/get-member';
import { humanize } from '../lib/labels';

export function CoverageSummary({ memberId }: { memberId: string }) {
  const coverages = useMemberCoverages(memberId);
  const items = coverages.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-coverage">
      <Title order={3} fz="lg" id="member-coverage" mb="sm">
        Coverage
      </Title>
      <QueryState
        isPending={coverages.isPending}
        errorMessage={coverages.error ? errorMessage(coverages.error) : null}
        onRetry={() => void coverages.refetch()}
        loadingLabel="Loading coverage"
      >
        {items.length === 0 ? (
          <Text c="gray.7">No coverage on file.</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((c) => (
              <li key={c.id}>
                <Group gap={6}>
                  <Text fw={700}>{c.type ? humanize(c.type) : 'Coverage'}</Text>
                  {c.primary ? <Badge size="sm">Primary</Badge> : null}
                  {c.status ? (
                    <Badge size="sm" variant="outline" color="gray.8">
                      {humanize(c.status)}
                    </Badge>
                  ) : null}
                  {c.verified ? (
                    <Badge size="sm" color="green.9">
                      Verified
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{[c.carrier, c.plan_name].filter(Boolean).join(' · ') || 'Carrier not given'}</Text>
                <Text size="sm" c="gray.7">
                  {[c.member_id && `Member ID ${c.member_id}`, c.group_number && `Group ${c.group_number}`]
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
