import { describe, expect, it } from 'vitest';
import type { CoverageRecord, PersonRecord } from '../api/coverage-actions';
import { coverageInitialValues, coverageInput, coverageRules, numberOrNull } from './coverage-form-values';

const self = { id: 'me', relationship: 'self', employer: 'acme' } as PersonRecord;
const kid = { id: 'kid', relationship: 'child', employer: '' } as PersonRecord;
const plan = { id: 'p1', name: 'Gold PPO', carrier: 'Blue Shield', network: 'PPO', type: 'medical' };

describe('coverage form values', () => {
  it('starts from the stored coverage (other insurance, amounts met)', () => {
    const stored = {
      member: 'me',
      benefit_plan: '',
      type: 'dental',
      carrier: 'Delta',
      accumulators: { deductible_met: 120 },
    } as unknown as CoverageRecord;
    const v = coverageInitialValues(self, stored, null);
    expect(v).toMatchObject({ personId: 'me', source: 'other', type: 'dental', carrier: 'Delta', deductibleMet: 120, oopMet: '' });
  });

  it("words the rules in the product's sentences, by what the person fills in", () => {
    const withPlans = coverageRules(true, null);
    const v = coverageInitialValues(self, null, null);
    expect(withPlans.planId(null, v)).toBe('Choose your plan.');
    expect(withPlans.carrier('', v)).toBeNull();
    const noPlans = coverageRules(false, null);
    expect(noPlans.planId(null, v)).toBeNull();
    expect(noPlans.carrier(' ', v)).toBe('Enter the insurance company.');
    expect(noPlans.memberId('', v)).toBe('Enter the member ID or add a photo of the card.');
    expect(noPlans.memberId('', { ...v, front: new File(['x'], 'front.png') })).toBeNull();
    expect(noPlans.deductibleMet(-1)).toBe('Enter an amount of $0 or more.');
    expect(numberOrNull('')).toBeNull();
  });

  it('saves the employer plan for a dependent with the member as subscriber', () => {
    const v = { ...coverageInitialValues(self, null, null), personId: 'kid', planId: 'p1', memberId: ' X1 ' };
    const input = coverageInput(v, { mode: 'employer', self, people: [self, kid], plans: [plan as never], coverage: null });
    expect(input).toMatchObject({
      member: 'kid',
      subscriber: 'me',
      relationship: 'child',
      benefitPlan: 'p1',
      carrier: 'Blue Shield',
      planName: 'Gold PPO',
      memberId: 'X1',
    });
    expect(input.accumulators).toBeUndefined();
  });
});
