import { describe, expect, it } from 'vitest';
import { otherName, possessive, shownFor, validChoice } from './whose';

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
  it('keeps a stored choice only for its account and while the person is still shared', () => {
    const people = [{ id: 'm1' }, { id: 'm2' }];
    expect(validChoice('u1:m2', 'u1', people)).toBe('m2');
    // another account's choice in the same browser tab
    expect(validChoice('u2:m2', 'u1', people)).toBe('');
    // the circle ended: the person is no longer in the members list
    expect(validChoice('u1:m3', 'u1', people)).toBe('');
    // not known yet: kept until the list answers
    expect(validChoice('u1:m3', 'u1', undefined)).toBe('m3');
    expect(validChoice('', 'u1', people)).toBe('');
    expect(validChoice('u1:m1', undefined, people)).toBe('');
  });
});
