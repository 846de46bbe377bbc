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
import { useT } from '../../../i18n/use-t';
import { loadError } from '../lib/plan-errors';
import { NewPlanButton } from './new-plan-form';
import { PlanCard } from './plan-card';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Group({
  groupId,
  title,
  plans,
  canAnswer,
  showPerson,
  viewOnly,
}: {
  /** the heading's id (a stable word, the title is translated) */
  groupId: string;
  title: string;
  plans: PlanRecord[];
  canAnswer: boolean;
  showPerson: boolean;
  viewOnly: (memberId: string) => boolean;
}) {
  if (!plans.length) return null;
  const id = `plans-${groupId}`;
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
  const t = useT();
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
      <QueryState isPending={plans.isPending} errorMessage={plans.error ? loadError(plans.error) : null} onRetry={() => void plans.refetch()} loadingLabel={t('plans.loadingPlans')}>
        {all.length === 0 ? (
          <EmptyState title={t('plans.emptyTitle')}>
            {isCounselor ? t('plans.emptyCounselor') : t('plans.emptyMember')}
          </EmptyState>
        ) : (
          <Stack gap="lg">
            {readOnly.map((name) => (
              <ViewOnlyNote key={name} name={name} many />
            ))}
            <Group
              groupId={isCounselor ? 'waiting-for-the-member' : 'waiting-for-your-answer'}
              title={isCounselor ? t('plans.waitingMember') : t('plans.waitingYourAnswer')}
              plans={by('proposed').filter((p) => isCounselor || !viewOnly(p.member))}
              canAnswer={!isCounselor}
              showPerson={showPerson}
              viewOnly={viewOnly}
            />
            {/* plans shared only to view wait for their person's answer, not the viewer's */}
            {isCounselor ? null : (
              <Group groupId="waiting-for-an-answer" title={t('plans.waitingAnAnswer')} plans={by('proposed').filter((p) => viewOnly(p.member))} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            )}
            {isCounselor ? <Group groupId="drafts" title={t('plans.drafts')} plans={by('draft')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} /> : null}
            <Group groupId="active" title={t('plans.statusActive')} plans={by('active')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            <Group groupId="on-hold" title={t('plans.statusOnHold')} plans={by('on_hold')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            <Group groupId="completed" title={t('plans.statusCompleted')} plans={by('completed')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
            {!isCounselor ? <Group groupId="drafts" title={t('plans.drafts')} plans={by('draft')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} /> : null}
            <Group groupId="cancelled-or-declined" title={t('plans.cancelledOrDeclined')} plans={by('cancelled')} canAnswer={false} showPerson={showPerson} viewOnly={viewOnly} />
          </Stack>
        )}
      </QueryState>
      {isCounselor ? (
        <section aria-labelledby="plan-templates">
          <Title order={2} fz="lg" id="plan-templates" mb="xs">
            {t('plans.templates')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(templates.data ?? []).map((tpl) => (
              <Paper withBorder p="md" key={tpl.id}>
                <Stack gap={6}>
                  <Text fw={700}>{tpl.title}</Text>
                  <Text size="sm" c="gray.7">
                    {t('plans.templateSummary', { count: tpl.tasks.length, goal: tpl.goal })}
                  </Text>
                  <div>{newPlan(tpl.id, t('plans.useTemplate', { title: tpl.title }), 'light')}</div>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
