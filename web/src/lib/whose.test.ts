import { describe, expect, it } from 'vitest';
import { otherName, possessive, shownFor } from './whose';

describe('whose', () => {
  it("names another person's item and nobody's own", () => {
    expect(otherName({ user: 'u1', first_name: 'Alex', last_name: 'Rivera' }, 'u2')).toBe('Alex');
    expect(otherName({ user: 'u2', first_name: 'Jordan' }, 'u2')).toBe('');
    // a minor has no account: still someone else's
    expect(otherName({ user: '', first_name: 'Mia' }, 'u2')).toBe('Mia');
    expect(otherName(undefined, 'u2')).toBe('');
  });
  it('writes the possessive', () => {
    expect(possessive('Alex')).toBe("Alex's");
    expect(possessive('James')).toBe("James'");
    expect(possessive('')).toBe('Your');
    expect(possessive('', false)).toBe('your');
  });
  it('filters by the chosen person', () => {
    expect(shownFor('', 'm1')).toBe(true);
    expect(shownFor('m1', 'm1')).toBe(true);
    expect(shownFor('m1', 'm2')).toBe(false);
  });
});
