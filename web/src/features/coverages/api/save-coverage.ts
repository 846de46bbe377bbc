import { pb } from '../../../lib/api-client';
import type { CoverageType } from '../lib/coverage-types';
import type { CoverageRecord } from './coverage-actions';

export interface CoverageInput {
  /** the member the coverage is for, and the subscriber when that is a dependent */
  member: string;
  subscriber: string;
  relationship: 'self' | 'spouse' | 'child' | 'other';
  type: CoverageType;
  benefitPlan: string;
  carrier: string;
  planName: string;
  network: string;
  memberId: string;
  groupNumber: string;
  cardFront: File | null;
  cardBack: File | null;
  /** amounts met so far this plan year (undefined: not shown / left as they are) */
  accumulators?: { deductibleMet: number | null; oopMet: number | null };
}

type Accumulators = NonNullable<CoverageRecord['accumulators']>;

/** the accumulators to store, or null when the amounts entered are the ones already stored */
function nextAccumulators(
  input: NonNullable<CoverageInput['accumulators']>,
  stored: CoverageRecord['accumulators'],
  today = new Date().toISOString().slice(0, 10),
): Accumulators | null {
  const cur = stored ?? {};
  const same = (a: number | null, b: number | undefined) => (a ?? undefined) === (typeof b === 'number' ? b : undefined);
  if (same(input.deductibleMet, cur.deductible_met) && same(input.oopMet, cur.oop_met)) return null;
  const out: Accumulators = { as_of: today };
  if (input.deductibleMet !== null) out.deductible_met = input.deductibleMet;
  if (input.oopMet !== null) out.oop_met = input.oopMet;
  return out;
}

export interface DependentInput {
  firstName: string;
  lastName: string;
  relationship: 'spouse' | 'child' | 'domestic_partner' | 'other_dependent';
  /** YYYY-MM-DD; a dependent under 18 becomes a minor the member manages */
  dob: string;
}

/**
 * Creates or updates a coverage (card photos upload as the protected `card_front`/`card_back` files).
 * A new coverage is primary when the person has no other active coverage.
 */
export async function saveCoverage(input: CoverageInput, existing: CoverageRecord | null): Promise<CoverageRecord> {
  const body: Record<string, unknown> = {
    type: input.type,
    benefit_plan: input.benefitPlan,
    carrier: input.carrier,
    plan_name: input.planName,
    network: input.network,
    member_id: input.memberId,
    group_number: input.groupNumber,
  };
  if (input.cardFront) body.card_front = input.cardFront;
  if (input.cardBack) body.card_back = input.cardBack;
  if (input.accumulators) {
    const acc = nextAccumulators(input.accumulators, existing?.accumulators);
    if (acc) body.accumulators = acc;
  }
  if (existing) return pb.collection('coverages').update<CoverageRecord>(existing.id, body);
  const others = await pb.collection('coverages').getList(1, 1, {
    filter: pb.filter('member = {:m} && status = "active"', { m: input.member }),
    skipTotal: true,
  });
  return pb.collection('coverages').create<CoverageRecord>({
    ...body,
    member: input.member,
    subscriber: input.subscriber,
    relationship: input.relationship,
    status: 'active',
    source: 'member',
    primary: others.items.length === 0,
  });
}

/**
 * Adds people on the member's plan as dependents: a `members` row with the member as subscriber,
 * and its first profile with the date of birth (the server then marks minors, whom the member
 * manages; adult dependents keep their details private). Returns the new rows' ids.
 */
export async function addDependents(subscriberId: string, dependents: DependentInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const d of dependents) {
    if (!d.firstName.trim()) continue;
    const member = await pb.collection('members').create({
      first_name: d.firstName.trim(),
      last_name: d.lastName.trim(),
      relationship: d.relationship,
      subscriber: subscriberId,
    });
    if (d.dob) await pb.collection('profiles').create({ member: member.id, dob: `${d.dob} 00:00:00.000Z` });
    ids.push(member.id);
  }
  return ids;
}

/**
 * Puts dependents on the subscriber's coverage: the server gives each one their own coverage with
 * the subscriber and relationship set (an adult dependent's coverage is theirs, so the member could
 * not create it through the records API).
 */
export async function linkDependents(coverageId: string, memberIds: string[]): Promise<void> {
  if (!memberIds.length) return;
  await pb.send(`/api/coverages/${encodeURIComponent(coverageId)}/dependents`, {
    method: 'POST',
    body: { members: memberIds },
  });
}
