import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it.each([
    [{ first_name: 'Ada', last_name: 'Lovelace' }, 'Ada Lovelace'],
    [{ first_name: 'Ada', last_name: '' }, 'Ada'],
    [{ first_name: '', last_name: 'Lovelace' }, 'Lovelace'],
    [{ first_name: ' ', last_name: '' }, 'Unnamed member'],
    [{}, 'Unnamed member'],
    [null, 'Unnamed member'],
    [undefined, 'Unnamed member'],
  ])('%j → %s', (p, name) => expect(personName(p)).toBe(name));

  it('takes the fallback of the screen', () => expect(personName(undefined, { fallback: 'Someone' })).toBe('Someone'));

  it('says what a missing person is apart from an unnamed one', () => {
    expect(personName(undefined, { missing: '' })).toBe('');
    expect(personName(null, { missing: '', fallback: 'Someone' })).toBe('');
    expect(personName({ first_name: '' }, { missing: '', fallback: 'Someone' })).toBe('Someone');
  });
});
