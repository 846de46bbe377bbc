import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ViewOnlyNote, viewOnlyNames } from '../../../components/view-only-note';
import { useViewOnly } from '../../../lib/circle-manage';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { usePeople, usePlans } from '../api/plans';
import { useTemplates } from '../api/templates';
import type { PlanRecord } from '../api/types';
import { usePlansLive } from '../api/use-plans-live';
import { loadError } from '../lib/plan-errors';
import { NewPlanButton } from './new-plan-form';
import { PlanCard } from './plan-card';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Group({
  title,
  plans,
  canAnswer,
  showPerson,
  viewOnly,
}: {
  title: string;
  plans: PlanRecord[];
  canAnswer: boolean;
  showPerson: boolean;
  viewOnly: (memberId: string) => boolean;
}) {
  if (!plans.length) return null;
  const id = `plans-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="sm" component="ul" style={list}>
        {plans.map((p) => (
          <PlanCard key={p.id} plan={p} canAnswer={canAnswer && !viewOnly(p.member)} showPerson={showPerson} viewOnly={viewOnly(p.member)} />
        ))}
      </Stack>
    </section>
  );
}

/**
 * `/plans`: the viewer's plans grouped by status, "New plan", and (counselors) the templates. A
 * member's list follows the person switcher; another person's plans say whose they are, and plans
 * shared only to view offer no answer and say so.
 */
export function PlansView({ userId, role }: { userId: string; role: string }) {
  usePlansLive();
  const isCounselor = role === 'counselor';
  const plans = usePlans();
  const people = usePeople(userId, role);
  const templates = useTemplates();
  const choice = usePersonFilter(userId);
  const viewOnly = useViewOnly(userId, 'plans');
  const all = (plans.data ?? []).filter((p) => isCounselor || shownFor(choice, p.member));
  const by = (...s: string[]) => all.filter((p) => s.includes(p.status));
  const showPerson = isCounselor || (people.data?.length ?? 0) > 1;
  const readOnly = isCounselor ? [] : viewOnlyNames(all, (p) => otherName(p.expand?.member, userId), (p) => viewOnly(p.member));
  const newPlan = (template?: string, label?: string, variant?: string) => (
    <NewPlanButton userId={userId} isCounselor={isCounselor} people={people.data ?? []} template={template} label={label} variant={variant} />
  );
  return (
    <Stack gap="lg">
      <div>{newPlan()}</div>
      <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel="Loading plans">
        {all.length === 0 ? (
          <EmptyState title="No plans yet">
            {isCounselor ? 'Start a plan for a member from a template or a blank form.' : 'Action plans your counselor prepares with you will appear here.'}
          </EmptyState>
        ) : (
          <Stack gap="lg">
            {readOnly.map((name) => (
              <ViewOnlyNote key={name} name={name} many />
            ))}
            <Group
              title={isCounselor ? 'Waiting for the member' : 'Waiting for your answer'}
              plans={by('proposed').filter((p) => isCounselor || !viewOnly(p.member))}
              canAnswer={!isCounselor}
              showPerson={showPerson}
              viewOnly={viewOnly}
            />
            {/* plans shared only to view wait for their person's answer, not the viewer's */}
            {isCounselor ? null : (
              <Group title="Waiting for an answer" plans={by('proposed').filter((p) => viewOnly(p.member))} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            )}
            {isCounselor ? <Group title="Drafts" plans={by('draft')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} /> : null}
            <Group title="Active" plans={by('active')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            <Group title="On hold" plans={by('on_hold')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            <Group title="Completed" plans={by('completed')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            {!isCounselor ? <Group title="Drafts" plans={by('draft')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} /> : null}
            <Group title="Cancelled or declined" plans={by('cancelled')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
          </Stack>
        )}
      </QueryState>
      {isCounselor ? (
        <section aria-labelledby="plan-templates">
          <Title order={2} fz="lg" id="plan-templates" mb="xs">
            Templates
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(templates.data ?? []).map((t) => (
              <Paper withBorder p="md" key={t.id}>
                <Stack gap={6}>
                  <Text fw={700}>{t.title}</Text>
                  <Text size="sm" c="gray.7">
                    {t.tasks.length} tasks · {t.goal}
                  </Text>
                  <div>{newPlan(t.id, `Use ${t.title}`, 'light')}</div>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
