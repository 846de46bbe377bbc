import { Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { usePlanHistory } from '../api/comments';
import { formatDateTime } from '../lib/dates';
import { useT } from '../../../i18n/use-t';
import { loadError } from '../lib/plan-errors';
import { updateSummary } from '../../../lib/update-summary';

/** What happened to a plan and its tasks (written by the server), newest first. */
export function PlanHistory({ planId, taskIds }: { planId: string; taskIds: string[] }) {
  const history = usePlanHistory(planId, taskIds);
  const t = useT();
  return (
    <section aria-labelledby="plan-history">
      <Title order={2} fz="lg" id="plan-history" mb="xs">
        {t('plans.history')}
      </Title>
      <QueryState isPending={history.isPending} errorMessage={history.error ? loadError(history.error) : null} onRetry={() => void history.refetch()} loadingLabel={t('plans.loadingHistory')}>
        {(history.data ?? []).length === 0 ? (
          <Text c="gray.7">{t('plans.noHistory')}</Text>
        ) : (
          <Stack gap={6} component="ol" style={{ paddingLeft: 18, margin: 0 }}>
            {(history.data ?? []).map((u) => (
              <li key={u.id}>
                <Text size="sm">
                  <strong>{u.actor_name || 'Covey'}</strong> {lowerFirst(updateSummary(u))}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(u.created)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

/** the sentence after the actor's name (“Ana created the plan…”, “Ana creó el plan…”) */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
