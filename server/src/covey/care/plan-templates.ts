/**
 * Plan templates (product.md §4 "Plans and tasks"): the one place where a template's plan and its
 * tasks are described. Data only. A plan created with `template` set gets the template's tasks from
 * the plans hook (same transaction); `GET /api/plan-templates` lists them for the new-plan form.
 * `dueInDays` is counted from the day the plan is created.
 */
import type { PlansCategory, TasksCategory, TasksPriority } from '../../generated/schema.js';
import type { MessageId } from '../i18n/catalog-en.js';
import { t, type Locale } from '../i18n/t.js';

interface TemplateTask {
  title: string;
  category: TasksCategory;
  dueInDays: number;
  priority?: TasksPriority;
  details?: string;
  checklist?: string[];
}

export interface PlanTemplate {
  id: string;
  title: string;
  category: PlansCategory;
  goal: string;
  /** days from today to the plan's target date */
  targetInDays: number;
  tasks: TemplateTask[];
}

export const PLAN_TEMPLATES: readonly PlanTemplate[] = [
  {
    id: 'prepare_for_surgery',
    title: 'Prepare for surgery',
    category: 'procedure',
    goal: 'Get ready for your procedure with the right surgeon, an approved authorization and no billing surprises.',
    targetInDays: 45,
    tasks: [
      { title: 'Check whether the procedure needs prior authorization', category: 'call', dueInDays: 3, priority: 'high', checklist: ['Call the number on your insurance card', 'Write down the reference number'] },
      { title: 'Confirm the surgeon and facility are in network', category: 'call', dueInDays: 5, priority: 'high' },
      { title: 'Get a cost estimate', category: 'billing', dueInDays: 10, checklist: ['Ask the facility for an estimate', 'Compare with your deductible left'] },
      { title: 'Book the pre-op appointment', category: 'appointment', dueInDays: 14 },
      { title: 'Send time-off (FMLA) paperwork to HR', category: 'document', dueInDays: 21 },
      { title: 'Schedule the post-op follow-up and physical therapy', category: 'follow_up', dueInDays: 30 },
    ],
  },
  {
    id: 'new_baby',
    title: 'New baby',
    category: 'maternity',
    goal: 'Get your baby covered on time and know what care and costs to expect.',
    targetInDays: 60,
    tasks: [
      { title: 'Choose a pediatrician in network', category: 'call', dueInDays: 7 },
      { title: 'Add the baby to your health plan (within 30 days of birth)', category: 'enrollment', dueInDays: 30, priority: 'urgent', checklist: ['Get the birth certificate or hospital record', 'Submit the change to HR'] },
      { title: 'Review the hospital bill and explanation of benefits', category: 'billing', dueInDays: 45 },
      { title: 'Book the first well-baby visit', category: 'appointment', dueInDays: 10 },
      { title: 'Update your FSA or HSA contributions', category: 'enrollment', dueInDays: 30 },
    ],
  },
  {
    id: 'open_enrollment',
    title: 'Open enrollment',
    category: 'enrollment',
    goal: 'Pick next year’s plans with confidence before the enrollment window closes.',
    targetInDays: 21,
    tasks: [
      { title: 'List the doctors and prescriptions you want to keep', category: 'document', dueInDays: 3 },
      { title: 'Compare the plan options with your counselor', category: 'appointment', dueInDays: 7 },
      { title: 'Check that your prescriptions are on the formulary', category: 'pharmacy', dueInDays: 10 },
      { title: 'Decide on HSA or FSA contributions', category: 'enrollment', dueInDays: 14 },
      { title: 'Submit your elections', category: 'enrollment', dueInDays: 18, priority: 'high' },
    ],
  },
  {
    id: 'understand_hdhp',
    title: 'Understand my HDHP',
    category: 'general',
    goal: 'Know how your high-deductible plan and HSA work, and what you will pay for care.',
    targetInDays: 30,
    tasks: [
      { title: 'Learn your deductible and out-of-pocket maximum', category: 'other', dueInDays: 5 },
      { title: 'Open or check your HSA account', category: 'enrollment', dueInDays: 10 },
      { title: 'Find out which preventive care is free', category: 'call', dueInDays: 14 },
      { title: 'Set up your HSA contributions', category: 'enrollment', dueInDays: 21, checklist: ['Choose a monthly amount', 'Tell payroll'] },
    ],
  },
];

/** a template by id or by title (case-insensitive) */
export function findTemplate(idOrTitle: string): PlanTemplate | undefined {
  const key = idOrTitle.trim().toLowerCase();
  return key ? PLAN_TEMPLATES.find((t) => t.id === key || t.title.toLowerCase() === key) : undefined;
}

/**
 * the template worded in a language: its plan title, goal, task titles and checklists from the
 * catalogs (`template.<id>.…`, the English entries are these words); English is the data as it is
 */
export function templateIn(template: PlanTemplate, locale: Locale): PlanTemplate {
  if (locale === 'en') return template;
  const say = (key: string) => t(locale, `template.${template.id}.${key}` as MessageId);
  return {
    ...template,
    title: say('title'),
    goal: say('goal'),
    tasks: template.tasks.map((task, i) => ({
      ...task,
      title: say(`task.${i}`),
      ...(task.checklist ? { checklist: task.checklist.map((_, j) => say(`task.${i}.check.${j}`)) } : {}),
    })),
  };
}

/** a date `days` after `from`, at 17:00 UTC, in the store's layout */
export function daysFrom(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, 17, 0, 0));
  return d.toISOString().replace('T', ' ');
}
