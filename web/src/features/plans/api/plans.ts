import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../i18n/i18n';
import { pb } from '../../../lib/api-client';
import { listPeopleIActFor } from '../../../lib/managed-people';
import type { PersonRecord, PlanRecord, TaskRecord } from './types';
import { isMinorNow } from '../../../lib/minors';

const SORT = '-created,id';

/** the people whose plans the viewer works with: self, minors and circles managed with the plans scope (member), the caseload (counselor) */
export function usePeople(userId: string, role: string) {
  return useQuery({
    queryKey: ['members', 'plan-people', userId, role],
    queryFn: () =>
      role === 'counselor'
        ? pb.collection('members').getFullList<PersonRecord>({ filter: pb.filter('counselor.user = {:u}', { u: userId }), sort: 'first_name,last_name,id' })
        : listPeopleIActFor<PersonRecord>(userId, 'plans', { sort: 'first_name,last_name,id' }),
    enabled: userId !== '',
  });
}

export function usePlans(memberId?: string) {
  return useQuery(plansQuery(memberId));
}

/** the plans (of one member); also prefetched with the home (app/routes/main/home-data) */
export function plansQuery(memberId?: string) {
  return {
    queryKey: ['plans', 'list', memberId ?? 'all'],
    queryFn: () =>
      pb.collection('plans').getFullList<PlanRecord>({
        filter: memberId ? pb.filter('member = {:m}', { m: memberId }) : '',
        sort: SORT,
        expand: 'member',
      }),
  };
}

export function usePlan(id: string) {
  return useQuery({ queryKey: ['plans', id], queryFn: () => pb.collection('plans').getOne<PlanRecord>(id, { expand: 'member' }) });
}

export function usePlanTasks(planId: string) {
  return useQuery({
    queryKey: ['tasks', 'of-plan', planId],
    queryFn: () => pb.collection('tasks').getFullList<TaskRecord>({ filter: pb.filter('plan = {:p}', { p: planId }), sort: 'due,created,id' }),
    enabled: planId !== '',
  });
}

/** every task the viewer can see, except those of plans still in draft */
export function useTasks(memberId?: string) {
  return useQuery(tasksQuery(memberId));
}

/** the tasks (of one member) outside draft plans; also prefetched with the home (app/routes/main/home-data) */
export function tasksQuery(memberId?: string) {
  return {
    queryKey: ['tasks', 'list', memberId ?? 'all'],
    queryFn: () =>
      pb.collection('tasks').getFullList<TaskRecord>({
        filter: memberId
          ? pb.filter('member = {:m} && (plan = "" || plan.status != "draft")', { m: memberId })
          : '(plan = "" || plan.status != "draft")',
        sort: SORT,
        expand: 'member,plan,assignee',
      }),
  };
}

export function useTask(id: string) {
  return useQuery({
    queryKey: ['tasks', id],
    queryFn: () => pb.collection('tasks').getOne<TaskRecord>(id, { expand: 'member,plan,assignee' }),
  });
}

export interface NewPlanInput {
  member: string;
  title: string;
  goal: string;
  category: string;
  target_date: string;
  template: string;
  status: 'draft' | 'active';
  createdBy: string;
}

/** creates the plan; with a template the server adds the template's tasks in the same save */
export async function createPlan(input: NewPlanInput): Promise<PlanRecord> {
  return pb.collection('plans').create<PlanRecord>({
    member: input.member,
    title: input.title,
    goal: input.goal,
    category: input.category,
    target_date: input.target_date,
    template: input.template,
    status: input.status,
    created_by: input.createdBy,
  });
}

export function useInvalidatePlans() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['plans'] });
    void qc.invalidateQueries({ queryKey: ['tasks'] });
    void qc.invalidateQueries({ queryKey: ['updates'] });
  };
}

export function useUpdatePlan() {
  const refresh = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) => pb.collection('plans').update<PlanRecord>(id, body),
    onSettled: refresh,
  });
}

export function useUpdateTask() {
  const refresh = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) => pb.collection('tasks').update<TaskRecord>(id, body),
    onSettled: refresh,
  });
}

export function useSaveTask() {
  const refresh = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id ? pb.collection('tasks').update<TaskRecord>(id, body) : pb.collection('tasks').create<TaskRecord>(body),
    onSettled: refresh,
  });
}

/** users who may be assigned a member's task (the member, the counselor, a minor's guardian) */
export function useAssignees(member: PersonRecord | undefined) {
  return useQuery({
    queryKey: ['assignees', member?.id ?? ''],
    enabled: !!member,
    queryFn: async () => {
      const out: { value: string; label: string }[] = [];
      if (member?.user) out.push({ value: member.user, label: `${member.first_name} ${member.last_name}`.trim() || t('plans.theMember') });
      if (isMinorNow(member) && member?.subscriber) {
        const sub = await pb.collection('members').getOne<PersonRecord>(member.subscriber).catch(() => null);
        if (sub?.user) out.push({ value: sub.user, label: `${sub.first_name} ${sub.last_name}`.trim() || t('plans.guardian') });
      }
      if (member?.counselor) {
        const c = await pb.collection('counselors').getOne<{ id: string; user: string; display_name: string } & Record<string, unknown>>(member.counselor).catch(() => null);
        if (c?.user) out.push({ value: c.user, label: t('plans.counselorRole', { name: c.display_name || t('plans.counselor') }) });
      }
      return out;
    },
  });
}
