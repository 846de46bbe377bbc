import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type CoverageRecord } from '../api/coverage-actions';
import { coverageStatusLabel, coverageTypeLabel } from '../lib/coverage-types';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** The user's coverages (primary first) as links to their edit screens. */
export function CoveragePicker({ coverages }: { coverages: CoverageRecord[] }) {
  const t = useT();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {coverages.map((c) => (
        <li key={c.id}>
          <UnstyledButton component={Link} to={paths.coverageEdit.href(c.id)} w="100%">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {[c.carrier || t('coverages.card.insurance'), c.plan_name].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {c.expand?.member ? personName(c.expand.member, { fallback: t('reports.unnamed') }) : ''}
                    {c.member_id ? ` · ${t('coverages.picker.memberId', { id: c.member_id })}` : ''}
                  </Text>
                </Stack>
                <Group gap={4}>
                  <Badge variant="outline" color="gray.8">
                    {coverageTypeLabel(c.type)}
                  </Badge>
                  {c.primary ? <Badge variant="light">{t('coverages.card.primary')}</Badge> : null}
                  <Badge variant="light" color="gray">
                    {coverageStatusLabel(c.status)}
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
