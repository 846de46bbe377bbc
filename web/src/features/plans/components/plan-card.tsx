import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpdatePlan } from '../api/plans';
import { type PlanRecord } from '../api/types';
import { htmlToText } from '../../../lib/html-text';
import { useT } from '../../../i18n/use-t';
import { transitionError } from '../lib/plan-errors';
import { useSession } from '../../../lib/session';
import { otherName } from '../../../lib/whose';
import { PlanProgress } from './plan-progress';
import { StatusBadge } from './status-badge';
import { personName } from '../../../lib/person-name';

/**
 * A plan in a list: title, person, status, progress; "Review & accept" (opens the plan) / "Decline"
 * when it waits for the member. Another person's plan always names them ("For Alex Rivera").
 */
export function PlanCard({
  plan,
  canAnswer,
  showPerson,
  viewOnly = false,
}: {
  plan: PlanRecord;
  canAnswer: boolean;
  showPerson: boolean;
  viewOnly?: boolean;
}) {
  const update = useUpdatePlan();
  const whose = otherName(plan.expand?.member, useSession().user?.id);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const answer = (to: string) => {
    setError(null);
    update.mutate({ id: plan.id, body: { status: to } }, { onError: (e) => setError(transitionError('plan', plan.status, to, e)) });
  };
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.plan.href(plan.id)} fw={700} fz="lg">
            {plan.title}
          </Anchor>
          <StatusBadge kind="plan" status={plan.status} yours={canAnswer} />
        </Group>
        {(showPerson || whose) && plan.expand?.member ? (
          <Text size="sm" c="gray.7">
            {viewOnly
              ? t('plans.forNameViewOnly', { name: personName(plan.expand.member, { missing: '' }) })
              : t('plans.forName', { name: personName(plan.expand.member, { missing: '' }) })}
          </Text>
        ) : null}
        {plan.goal ? (
          <Text size="sm" lineClamp={2}>
            {htmlToText(plan.goal)}
          </Text>
        ) : null}
        {plan.status !== 'draft' && plan.status !== 'proposed' ? <PlanProgress value={plan.progress} title={plan.title} /> : null}
        {canAnswer && plan.status === 'proposed' ? (
          <Group gap="xs">
            {/* the plan and its tasks are read before accepting: the detail screen asks for the answer */}
            <Button component={Link} to={paths.plan.href(plan.id)} aria-label={t('plans.reviewAcceptNamed', { title: plan.title })}>
              {t('plans.reviewAccept')}
            </Button>
            <Button variant="default" onClick={() => answer('cancelled')} disabled={update.isPending} aria-label={t('plans.declineNamed', { title: plan.title })}>
              {t('plans.decline')}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
