import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { sbcUrl, useBenefitPlans } from '../api/orgs-api';
import type { BenefitPlanRecord } from '../api/org-types';
import { PlanForm } from './plan-form';
import { formatNumber } from '../../../i18n/format';
import { benefitPlansTypeLabels } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';

const usd = (v: number | undefined) => (v === undefined || v === null ? '—' : `$${formatNumber(v)}`);

function PlanCard({ plan, canEdit, onEdit }: { plan: BenefitPlanRecord; canEdit: boolean; onEdit: () => void }) {
  const t = useT();
  const cs = plan.cost_sharing ?? {};
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={plan.name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} fz="h4">
            {plan.name}
          </Title>
          <Text size="sm" c="gray.7">
            {[plan.type ? (benefitPlansTypeLabels as Record<string, string>)[plan.type] ?? plan.type : '', plan.carrier, plan.network, plan.plan_year ? t('org.plans.year', { year: String(plan.plan_year) }) : ''].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap={4}>
          {plan.hsa_eligible ? <Badge color="teal.9" variant="filled">{t('org.plans.hsa')}</Badge> : null}
          {!plan.active ? <Badge color="gray.8" variant="filled">{t('org.plans.inactive')}</Badge> : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm" spacing="xs">
        <Text size="sm">{t('org.plans.deductible', { individual: usd(cs.deductible_ind), family: usd(cs.deductible_fam) })}</Text>
        <Text size="sm">{t('org.plans.oopMax', { individual: usd(cs.oop_max_ind), family: usd(cs.oop_max_fam) })}</Text>
        <Text size="sm">{t('org.plans.coinsurance', { value: cs.coinsurance === undefined ? '—' : `${cs.coinsurance}%` })}</Text>
        <Text size="sm">{t('org.plans.pcp', { value: usd(cs.copays?.pcp) })}</Text>
        <Text size="sm">{t('org.plans.specialist', { value: usd(cs.copays?.specialist) })}</Text>
        <Text size="sm">{t('org.plans.urgent', { value: usd(cs.copays?.urgent) })}</Text>
        <Text size="sm">{t('org.plans.er', { value: usd(cs.copays?.er) })}</Text>
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        {plan.sbc ? (
          <Anchor href={sbcUrl(plan)} target="_blank" rel="noreferrer">
            {t('org.plans.sbc')}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            {t('org.plans.noSbc')}
          </Text>
        )}
        {canEdit ? (
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={t('org.plans.editName', { name: plan.name })}>
            {t('org.plans.edit')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** Plans tab: the employer's benefit plan offerings */
export function PlansTab({ employer, canEdit }: { employer: string; canEdit: boolean }) {
  const t = useT();
  const plans = useBenefitPlans(employer);
  const [editing, setEditing] = useState<BenefitPlanRecord | 'new' | null>(null);
  if (editing) return <PlanForm employer={employer} plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />;
  return (
    <Stack gap="md">
      {canEdit ? (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          {t('org.plans.add')}
        </Button>
      ) : null}
      {plans.isPending ? (
        <Skeleton h={120} aria-label={t('org.plans.loading')} />
      ) : plans.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(plans.error)}
        </Text>
      ) : !plans.data?.length ? (
        <EmptyState title={t('org.plans.emptyTitle')}>{canEdit ? t('org.plans.emptyEdit') : t('org.plans.emptyBody')}</EmptyState>
      ) : (
        plans.data.map((p) => <PlanCard key={p.id} plan={p} canEdit={canEdit} onEdit={() => setEditing(p)} />)
      )}
    </Stack>
  );
}
