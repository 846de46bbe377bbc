/**
 * The sizes and the fictional words of `covey seed --scale=N` (issue #27): how many of each record
 * a scale makes, a seeded PRNG (the same scale gives the same people), and the name lists.
 */

/** records at scale 1; `--scale` multiplies each (at least 1 of each) */
export const SCALE_1 = {
  employers: 300,
  brokers: 20,
  counselors: 60,
  members: 20_000,
  circles: 3_000,
  circleMembers: 5_000,
  coverages: 20_000,
  plans: 8_000,
  tasks: 40_000,
  reports: 6_000,
  appointments: 15_000,
  chats: 20_000,
  messages: 200_000,
  notifications: 30_000,
  comments: 5_000,
} as const;

export type ScaleCounts = { -readonly [K in keyof typeof SCALE_1]: number };

/** the share of members who are someone's dependent (no account of their own) */
export const DEPENDENT_SHARE = 0.1;

export function scaleCounts(scale: number): ScaleCounts {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 20) throw new Error('--scale must be a number above 0 and at most 20 (e.g. 0.1, 1, 5)');
  const out = {} as ScaleCounts;
  for (const [k, v] of Object.entries(SCALE_1)) out[k as keyof ScaleCounts] = Math.max(1, Math.round(v * scale));
  // one member with an account per employer at least, and a circle needs an owner and someone to invite
  out.members = Math.max(out.members, out.employers + 2);
  return out;
}

/** the password of every generated account (fictional data, printed by the CLI) */
export const SCALE_PASSWORD = 'covey-scale-2024';

/** deterministic PRNG (LCG): runs at the same scale make the same data */
export function rng(seed: number): { next: () => number; int: (n: number) => number; pick: <T>(xs: readonly T[]) => T; chance: (p: number) => boolean } {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]!, chance: (p: number) => next() < p };
}

export const FIRST = [
  'Ava', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hiro', 'Imani', 'Jonah', 'Keiko', 'Luis', 'Maya', 'Nikhil', 'Olivia',
  'Pedro', 'Quinn', 'Rosa', 'Samir', 'Tara', 'Uma', 'Victor', 'Wen', 'Ximena', 'Yusuf', 'Zoe', 'Amara', 'Bruno', 'Carmen', 'Dmitri',
] as const;
export const LAST = [
  'Adams', 'Baker', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Garcia', 'Hughes', 'Ibrahim', 'Johansson', 'Kowalski', 'Lee', 'Moreau',
  'Nakamura', 'Okoro', 'Patel', 'Quispe', 'Rossi', 'Santos', 'Tanaka', 'Usman', 'Vargas', 'Walsh', 'Xu', 'Yilmaz', 'Zhang',
] as const;
export const INDUSTRIES = ['Food manufacturing', 'Logistics', 'Retail', 'Hospitality', 'Software', 'Construction', 'Education', 'Healthcare'] as const;
export const CARRIERS = ['Lakeshore Health (fictional)', 'Prairie Mutual (fictional)', 'Summit Care (fictional)', 'BrightSmile Dental (fictional)'] as const;
export const LANGUAGES = ['en', 'en', 'en', 'en', 'es', 'es', 'zh', 'vi', 'ko', 'fr'] as const;
export const PLAN_CATEGORIES = ['enrollment', 'find_care', 'procedure', 'chronic_condition', 'maternity', 'billing', 'pharmacy', 'mental_health', 'caregiving', 'general'] as const;
export const PLAN_STATUSES = ['active', 'active', 'active', 'proposed', 'draft', 'completed', 'on_hold'] as const;
export const TASK_STATUSES = ['todo', 'todo', 'in_progress', 'waiting', 'done', 'done'] as const;
export const TASK_CATEGORIES = ['call', 'document', 'appointment', 'enrollment', 'billing', 'pharmacy', 'follow_up', 'other'] as const;
export const REPORT_KINDS = ['bill_review', 'claim_denial', 'coverage_question', 'find_care', 'prescription', 'enrollment', 'complaint', 'other'] as const;
export const REPORT_STATUSES = ['draft', 'submitted', 'submitted', 'in_review', 'needs_info', 'resolved', 'resolved', 'closed'] as const;
export const APPOINTMENT_STATUSES = ['confirmed', 'confirmed', 'completed', 'completed', 'cancelled', 'requested', 'no_show'] as const;
export const RELATIONSHIPS = ['spouse_partner', 'parent', 'adult_child', 'sibling', 'friend', 'professional_caregiver'] as const;
export const CIRCLE_SCOPES = ['profile', 'coverage', 'plans', 'appointments', 'reports', 'files', 'chat'] as const;

export const MESSAGE_LINES = [
  'Hi! I got a bill I do not understand. Can you take a look?',
  'Thanks for sending it. I will compare it with your plan and call the provider.',
  'Is my physical therapy covered after the deductible?',
  'Yes, after the deductible you pay 20% coinsurance, up to 30 visits a year.',
  'Could you help me find an in-network dermatologist near me?',
  'I found three in-network options within ten miles. I added them to your plan.',
  'My prescription price went up this month. Is there a cheaper option?',
  'The generic version is on tier 1 of your formulary: about $10 a month.',
  'I uploaded the explanation of benefits from the insurer.',
  'Good news: the claim was corrected and the amount you owe is now much lower.',
] as const;

/** a stored date string, `days` from today (UTC) at `hour`:`minute` UTC */
export function dayString(days: number, hour = 0, minute = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute) + days * 86_400_000);
  return d.toISOString().replace('T', ' ');
}
