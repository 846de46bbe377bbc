import { describe, expect, it } from 'vitest';
import { accountStateLabel, capacityColor, capacityLabel, plural } from './ops-words';

describe('operator words', () => {
  it('counts in words', () => {
    expect(plural(1, 'member', 'members')).toBe('1 member');
    expect(plural(20000, 'member', 'members')).toBe('20,000 members');
  });
  it('says caseload against capacity and colours a full caseload red', () => {
    expect(capacityLabel(3, 10)).toBe('3 of 10');
    expect(capacityLabel(0, 0)).toBe('No capacity set');
    expect(capacityColor(10, 10)).toBe('red');
    expect(capacityColor(8, 10)).toBe('orange');
    expect(capacityColor(2, 10)).toBe('green');
  });
  it('names the account state', () => {
    expect(accountStateLabel('suspended')).toMatch(/cannot sign in/);
    expect(accountStateLabel('active')).toMatch(/can sign in/);
  });
});
