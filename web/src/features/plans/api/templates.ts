/** The plan templates, served by Covey (`GET /api/plan-templates`; the data lives in the server's covey/plan-templates.ts). */
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { PlansCategory, TasksCategory, TasksPriority } from '../../../lib/schema';

/** the shape `GET /api/plan-templates` answers (server covey/care/plan-templates.ts) */
interface TemplateTask {
  title: string;
  category: TasksCategory;
  dueInDays: number;
  priority?: TasksPriority;
  checklist?: string[];
}

export interface PlanTemplate {
  id: string;
  title: string;
  category: PlansCategory;
  goal: string;
  targetInDays: number;
  tasks: TemplateTask[];
}

export function useTemplates() {
  return useQuery({
    queryKey: ['plan-templates'],
    queryFn: async () => (await pb.send<{ items: PlanTemplate[] }>('/api/plan-templates', { method: 'GET' })).items,
    staleTime: Infinity,
  });
}

/** a date `days` after `from`, as `YYYY-MM-DD` (for the target date input) */
export function dayInput(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
