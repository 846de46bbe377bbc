import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { usePrimaryCoverage, type CoverageRecord } from '../api/coverage-actions';
import { coverageTypeLabel } from '../lib/coverage-types';
import { CardPhoto } from './card-photo';

/**
 * The digital insurance card: type, details, and the card photo with a front/back switch. With
 * `editLink` (the home card) it links to editing, adding another card and the list of cards.
 */
export function DigitalCard({
  coverage,
  editLink = true,
  forName = '',
}: {
  coverage: CoverageRecord;
  editLink?: boolean;
  /** another person's card names them ("For Alex Rivera") */
  forName?: string;
}) {
  const [side, setSide] = useState<'front' | 'back'>('front');
  const detail = (label: string, value: string) =>
    value ? (
      <Stack gap={0}>
        <Text size="xs" c="gray.7">
          {label}
        </Text>
        <Text fw={600}>{value}</Text>
      </Stack>
    ) : null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={forName ? `Insurance card for ${forName}` : 'Insurance card'}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: '1 1 10rem' }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {coverage.carrier || 'Insurance'}
            </Title>
            {coverage.plan_name ? (
              <Text c="gray.7" size="sm">
                {coverage.plan_name}
              </Text>
            ) : null}
            {forName ? (
              <Text size="sm" fw={600}>
                For {forName}
              </Text>
            ) : null}
          </Stack>
          <Group gap={4}>
            <Badge variant="outline" color="gray.8">
              {coverageTypeLabel(coverage.type)}
            </Badge>
            {coverage.primary ? <Badge variant="light">Primary</Badge> : null}
            {coverage.verified ? (
              <Badge color="green.9" variant="light">
                Verified
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group gap="xl">
          {detail('Member ID', coverage.member_id)}
          {detail('Group', coverage.group_number)}
        </Group>
        {coverage.card_front || coverage.card_back ? (
          <>
            <SegmentedControl
              size="xs"
              w="fit-content"
              value={side}
              onChange={(v) => setSide(v as 'front' | 'back')}
              data={[
                { value: 'front', label: 'Front' },
                { value: 'back', label: 'Back' },
              ]}
              aria-label="Card side"
            />
            <CardPhoto
              record={coverage}
              field={side === 'front' ? 'card_front' : 'card_back'}
              label={side === 'front' ? 'Front' : 'Back'}
            />
          </>
        ) : null}
        {editLink ? (
          <Group gap="md" component="nav" aria-label="Insurance cards">
            <Anchor component={Link} to={paths.coverageEdit.href(coverage.id)} size="sm">
              Edit coverage
            </Anchor>
            <Anchor component={Link} to={paths.coveragesNew.href()} size="sm">
              Add another card
            </Anchor>
            <Anchor component={Link} to={paths.coveragesEdit.href()} size="sm">
              All cards
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The member's primary active coverage as a digital card, or an empty state inviting to add one. */
export function CoverageCard({ memberId }: { memberId: string }) {
  const q = usePrimaryCoverage(memberId);
  return (
    <QueryState
      isPending={q.isPending}
      errorMessage={q.error ? errorMessage(q.error) : null}
      onRetry={() => void q.refetch()}
      loadingLabel="Loading your insurance card"
    >
      {q.data ? (
        <DigitalCard coverage={q.data} />
      ) : (
        <EmptyState
          title="No insurance card yet"
          action={
            <Button component={Link} to={paths.coveragesNew.href()} size="sm">
              Add your insurance card
            </Button>
          }
        >
          Add your card so your counselor can help with claims and bills.
        </EmptyState>
      )}
    </QueryState>
  );
}
