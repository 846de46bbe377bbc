/**
 * The operator's "find anyone" filter over `members` rows (every person with a record: employees,
 * dependants, community members and caregivers, with or without an employer): each word of the search
 * must match the name, email or employee id of the row or of its sign-in account; `need` narrows to the
 * people the operations home points at.
 */
export type PeopleNeed = 'all' | 'counselor' | 'eligibility';

const PEOPLE_NEEDS: readonly PeopleNeed[] = ['all', 'counselor', 'eligibility'];

/** the same condition as the server's overview count (server/src/covey/operations/ops-overview.ts) */
const NEED_FILTER: Record<Exclude<PeopleNeed, 'all'>, string> = {
  counselor: 'counselor = "" && minor = false && onboarding_step = "completed" && status != "inactive" && status != "pending"',
  eligibility: 'status = "pending"',
};

const FIELDS = ['first_name', 'last_name', 'email', 'employee_id', 'user.name', 'user.email'] as const;
const MAX_WORDS = 4;

export type BindFilter = (raw: string, params: Record<string, string>) => string;

export function peopleFilter(q: string, need: PeopleNeed, bind: BindFilter): string {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const parts = words.map((w, i) => bind(`(${FIELDS.map((f) => `${f} ~ {:w${i}}`).join(' || ')})`, { [`w${i}`]: w }));
  if (need !== 'all') parts.push(`(${NEED_FILTER[need]})`);
  return parts.join(' && ');
}

export function parseNeed(value: string | null): PeopleNeed {
  return PEOPLE_NEEDS.includes(value as PeopleNeed) ? (value as PeopleNeed) : 'all';
}
