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
import { useT } from '../../../i18n/use-t';

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
  const t = useT();
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
      aria-label={forName ? t('coverages.card.labelFor', { name: forName }) : t('coverages.card.label')}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: '1 1 10rem' }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {coverage.carrier || t('coverages.card.insurance')}
            </Title>
            {coverage.plan_name ? (
              <Text c="gray.7" size="sm">
                {coverage.plan_name}
              </Text>
            ) : null}
            {forName ? (
              <Text size="sm" fw={600}>
                {t('coverages.card.for', { name: forName })}
              </Text>
            ) : null}
          </Stack>
          <Group gap={4}>
            <Badge variant="outline" color="gray.8">
              {coverageTypeLabel(coverage.type)}
            </Badge>
            {coverage.primary ? <Badge variant="light">{t('coverages.card.primary')}</Badge> : null}
            {coverage.verified ? (
              <Badge color="green.9" variant="light">
                {t('coverages.card.verified')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group gap="xl">
          {detail(t('coverages.field.memberId'), coverage.member_id)}
          {detail(t('coverages.card.group'), coverage.group_number)}
        </Group>
        {coverage.card_front || coverage.card_back ? (
          <>
            <SegmentedControl
              size="xs"
              w="fit-content"
              value={side}
              onChange={(v) => setSide(v as 'front' | 'back')}
              data={[
                { value: 'front', label: t('coverages.card.front') },
                { value: 'back', label: t('coverages.card.back') },
              ]}
              aria-label={t('coverages.card.side')}
            />
            <CardPhoto
              record={coverage}
              field={side === 'front' ? 'card_front' : 'card_back'}
            />
          </>
        ) : null}
        {editLink ? (
          <Group gap="md" component="nav" aria-label={t('nav.insuranceCards')}>
            <Anchor component={Link} to={paths.coverageEdit.href(coverage.id)} size="sm">
              {t('coverages.card.edit')}
            </Anchor>
            <Anchor component={Link} to={paths.coveragesNew.href()} size="sm">
              {t('coverages.addAnother')}
            </Anchor>
            <Anchor component={Link} to={paths.coveragesEdit.href()} size="sm">
              {t('coverages.allCards')}
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
  const t = useT();
  return (
    <QueryState
      isPending={q.isPending}
      errorMessage={q.error ? errorMessage(q.error) : null}
      onRetry={() => void q.refetch()}
      loadingLabel={t('coverages.card.loading')}
    >
      {q.data ? (
        <DigitalCard coverage={q.data} />
      ) : (
        <EmptyState
          title={t('coverages.card.noneTitle')}
          action={
            <Button component={Link} to={paths.coveragesNew.href()} size="sm">
              {t('coverages.card.add')}
            </Button>
          }
        >
          {t('coverages.card.noneBody')}
        </EmptyState>
      )}
    </QueryState>
  );
}
