import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { BenefitPlansRecord, CoveragesRecord, MembersRecord } from '../../../lib/schema';

export interface CoverageRecord extends RecordModel, Pick<CoveragesRecord, 'member' | 'subscriber' | 'relationship' | 'benefit_plan' | 'type' | 'carrier' | 'plan_name' | 'network' | 'member_id' | 'group_number' | 'rx_bin' | 'rx_pcn' | 'rx_group' | 'status' | 'primary' | 'card_front' | 'card_back' | 'verified'> {
  /** what has been paid toward this year's deductible and out-of-pocket maximum */
  accumulators?: { deductible_met?: number; oop_met?: number; as_of?: string } | null;
  expand?: { member?: PersonRecord };
}

export interface BenefitPlanRecord extends RecordModel, Pick<BenefitPlansRecord, 'name' | 'type' | 'carrier' | 'network'> {}

export interface PersonRecord extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'relationship' | 'minor' | 'employer' | 'user' | 'subscriber'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
}

export const coverageKeys = {
  all: ['coverages'] as const,
  mine: (userId: string) => ['coverages', 'mine', userId] as const,
  one: (id: string) => ['coverages', 'one', id] as const,
  primary: (memberId: string) => ['coverages', 'primary', memberId] as const,
  plans: (employer: string) => ['benefit_plans', employer] as const,
  people: (userId: string) => ['coverages', 'people', userId] as const,
};

/** Coverages of the user and the minors they guard: primary first, newest next. */
function getMyCoverages(userId: string): Promise<CoverageRecord[]> {
  return pb.collection('coverages').getFullList<CoverageRecord>({
    filter: pb.filter('member.user = {:u} || member.subscriber.user = {:u}', { u: userId }),
    sort: '-primary,-created',
    expand: 'member',
  });
}

/**
 * Every coverage a member sees: their own, their minors' and those shared with them through a
 * circle with the coverage scope (the list rule decides; primary first, newest next).
 */
function getCoveragesISee(): Promise<CoverageRecord[]> {
  return pb.collection('coverages').getFullList<CoverageRecord>({ sort: '-primary,-created,id', expand: 'member' });
}

function getCoverage(id: string): Promise<CoverageRecord> {
  return pb.collection('coverages').getOne<CoverageRecord>(id, { expand: 'member' });
}

/** The coverage a card shows: the member's active primary one (else their newest active one). */
async function getPrimaryCoverage(memberId: string): Promise<CoverageRecord | null> {
  const page = await pb.collection('coverages').getList<CoverageRecord>(1, 1, {
    filter: pb.filter('member = {:m} && status = "active"', { m: memberId }),
    sort: '-primary,-created',
    skipTotal: true,
  });
  return page.items[0] ?? null;
}

/** The employer's active benefit plans a member can pick (medical first). */
function getBenefitPlans(employerId: string): Promise<BenefitPlanRecord[]> {
  return pb.collection('benefit_plans').getFullList<BenefitPlanRecord>({
    filter: pb.filter('employer = {:e} && active = true', { e: employerId }),
    sort: 'type,name',
  });
}

/** The user's own member row and the dependents on their plan they can see (minors). */
function getPeople(userId: string): Promise<PersonRecord[]> {
  return pb.collection('members').getFullList<PersonRecord>({
    filter: pb.filter('user = {:u} || subscriber.user = {:u}', { u: userId }),
    sort: 'created',
  });
}

export function useMyCoverages(userId: string) {
  return useQuery({ queryKey: coverageKeys.mine(userId), queryFn: () => getMyCoverages(userId) });
}

export function useCoveragesISee(userId: string) {
  return useQuery({ queryKey: [...coverageKeys.all, 'seen', userId], queryFn: getCoveragesISee, enabled: Boolean(userId) });
}

export function useCoverage(id: string) {
  return useQuery({ queryKey: coverageKeys.one(id), queryFn: () => getCoverage(id) });
}

/** the member's primary coverage (also prefetched with the home, app/routes/main/home-data) */
export const primaryCoverageQuery = (memberId: string) => ({
  queryKey: coverageKeys.primary(memberId),
  queryFn: () => getPrimaryCoverage(memberId),
});

export function usePrimaryCoverage(memberId: string) {
  return useQuery({ ...primaryCoverageQuery(memberId), enabled: Boolean(memberId) });
}

export function useBenefitPlans(employerId: string) {
  return useQuery({
    queryKey: coverageKeys.plans(employerId),
    queryFn: () => getBenefitPlans(employerId),
    enabled: Boolean(employerId),
  });
}

export function usePeople(userId: string) {
  return useQuery({ queryKey: coverageKeys.people(userId), queryFn: () => getPeople(userId) });
}

