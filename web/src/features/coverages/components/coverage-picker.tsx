import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { personName, type CoverageRecord } from '../api/coverage-actions';

/** The user's coverages (primary first) as links to their edit screens. */
export function CoveragePicker({ coverages }: { coverages: CoverageRecord[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {coverages.map((c) => (
        <li key={c.id}>
          <UnstyledButton component={Link} to={paths.coverageEdit.href(c.id)} w="100%">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{[c.carrier || 'Insurance', c.plan_name].filter(Boolean).join(' · ')}</Text>
                  <Text size="sm" c="gray.7">
                    {c.expand?.member ? personName(c.expand.member) : ''}
                    {c.member_id ? ` · Member ID ${c.member_id}` : ''}
                  </Text>
                </Stack>
                <Group gap={4}>
                  {c.primary ? <Badge variant="light">Primary</Badge> : null}
                  <Badge variant="light" color="gray">
                    {c.status || 'draft'}
                  </Badge>
                </Group>
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
