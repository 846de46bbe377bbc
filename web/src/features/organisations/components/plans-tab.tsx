import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-errors';
import { sbcUrl, useBenefitPlans } from '../api/orgs-api';
import type { BenefitPlanRecord } from '../api/org-types';
import { PlanForm } from './plan-form';

const usd = (v: number | undefined) => (v === undefined || v === null ? '—' : `$${v.toLocaleString('en-US')}`);

function PlanCard({ plan, canEdit, onEdit }: { plan: BenefitPlanRecord; canEdit: boolean; onEdit: () => void }) {
  const cs = plan.cost_sharing ?? {};
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={plan.name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} fz="h4">
            {plan.name}
          </Title>
          <Text size="sm" c="gray.7">
            {[plan.type.toUpperCase(), plan.carrier, plan.network, plan.plan_year ? `Plan year ${plan.plan_year}` : ''].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap={4}>
          {plan.hsa_eligible ? <Badge color="teal.9" variant="filled">HSA eligible</Badge> : null}
          {!plan.active ? <Badge color="gray.8" variant="filled">Inactive</Badge> : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm" spacing="xs">
        <Text size="sm">Deductible: {usd(cs.deductible_ind)} / {usd(cs.deductible_fam)}</Text>
        <Text size="sm">Out-of-pocket max: {usd(cs.oop_max_ind)} / {usd(cs.oop_max_fam)}</Text>
        <Text size="sm">Coinsurance: {cs.coinsurance === undefined ? '—' : `${cs.coinsurance}%`}</Text>
        <Text size="sm">Primary care: {usd(cs.copays?.pcp)}</Text>
        <Text size="sm">Specialist: {usd(cs.copays?.specialist)}</Text>
        <Text size="sm">Urgent care: {usd(cs.copays?.urgent)}</Text>
        <Text size="sm">Emergency room: {usd(cs.copays?.er)}</Text>
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        {plan.sbc ? (
          <Anchor href={sbcUrl(plan)} target="_blank" rel="noreferrer">
            Summary of Benefits and Coverage (PDF)
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            No SBC uploaded yet.
          </Text>
        )}
        {canEdit ? (
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
            Edit
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** Plans tab: the employer's benefit plan offerings */
export function PlansTab({ employer, canEdit }: { employer: string; canEdit: boolean }) {
  const plans = useBenefitPlans(employer);
  const [editing, setEditing] = useState<BenefitPlanRecord | 'new' | null>(null);
  if (editing) return <PlanForm employer={employer} plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />;
  return (
    <Stack gap="md">
      {canEdit ? (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          Add a plan
        </Button>
      ) : null}
      {plans.isPending ? (
        <Skeleton h={120} aria-label="Loading plans" />
      ) : plans.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(plans.error)}
        </Text>
      ) : !plans.data?.length ? (
        <EmptyState title="No benefit plans yet">{canEdit ? 'Add the medical, dental and other plans you offer.' : 'Plan offerings will appear here.'}</EmptyState>
      ) : (
        plans.data.map((p) => <PlanCard key={p.id} plan={p} canEdit={canEdit} onEdit={() => setEditing(p)} />)
      )}
    </Stack>
  );
}
