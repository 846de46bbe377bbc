import { describe, expect, it } from 'vitest';
import { cell, cellNote, day, daysUntil, funnel, monthName, percent } from './org-labels';
import type { RosterMember } from '../api/org-types';

const row = (over: Partial<RosterMember>) => ({ id: 'x', user: '', status: 'invited', relationship: 'self', ...over }) as RosterMember;

describe('org labels', () => {
  it('shows suppressed cells as "<11" and keeps 0', () => {
    expect(cell('<11')).toBe('<11');
    expect(cell(0)).toBe('0');
    expect(cell(12000)).toBe('12,000');
    expect(cell(null)).toBe('—');
  });
  it('shows a figure held back by complementary suppression as such, with a reason', () => {
    expect(cell('hidden')).toBe('Held back');
    expect(cellNote('hidden')).toBe('To protect privacy');
    expect(cellNote('<11')).toBe('Fewer than 11');
    expect(cellNote(12)).toBe('');
  });
  it('names the month of a period', () => expect(monthName('2026-10-01 00:00:00.000Z')).toBe('October 2026'));
  it('formats dates in UTC', () => expect(day('2026-01-31 00:00:00.000Z')).toBe('Jan 31, 2026'));
  it('counts the funnel', () => {
    expect(funnel([row({}), row({ user: 'u', status: 'onboarding' }), row({ user: 'v', status: 'active' }), row({ status: 'inactive' })])).toEqual({
      total: 3, invited: 3, activated: 2, active: 1,
    });
  });
  it('percent and countdown', () => {
    expect(percent(1, 3)).toBe('33%');
    expect(percent(1, 0)).toBe('—');
    expect(daysUntil('2026-03-11 00:00:00.000Z', new Date('2026-03-01T15:00:00Z'))).toBe(10);
  });
});
