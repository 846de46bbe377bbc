import { describe, expect, it } from 'vitest';
import { chooseCounselor, type Candidate } from './assign-counselor.js';
import { preview } from './chats.js';
import { ageOn } from './stamps.js';

const c = (id: string, free: number, languages: string[] = ['en'], lastAssigned = ''): Candidate => ({ id, user: `u${id}`, languages, free, lastAssigned });

describe('chooseCounselor', () => {
  it.each([
    { name: 'most free capacity wins', list: [c('a', 3), c('b', 9)], lang: 'en', want: 'b' },
    { name: 'language match beats capacity', list: [c('a', 9), c('b', 2, ['es'])], lang: 'es', want: 'b' },
    { name: 'no language match falls back to everyone', list: [c('a', 1), c('b', 4)], lang: 'vi', want: 'b' },
    { name: 'full counselors are skipped', list: [c('a', 0, ['es']), c('b', 1)], lang: 'es', want: 'b' },
    { name: 'ties go to the least recently assigned', list: [c('a', 5, ['en'], '2025-02'), c('b', 5, ['en'], '2025-01')], lang: 'en', want: 'b' },
    { name: 'nobody with room → null', list: [c('a', 0)], lang: 'en', want: null },
  ])('$name', ({ list, lang, want }) => {
    expect(chooseCounselor(list, lang)?.id ?? null).toBe(want);
  });
});

describe('helpers', () => {
  it('trims a chat preview to 140 characters on one line', () => {
    expect(preview('  hi\n there ', 'text')).toBe('hi there');
    expect(preview('x'.repeat(200), 'text')).toHaveLength(140);
    expect(preview('', 'file')).toBe('Sent an attachment');
  });
  it('computes an age from a stored date', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(ageOn('2010-06-02 00:00:00.000Z', today)).toBe(14);
    expect(ageOn('2007-06-01 00:00:00.000Z', today)).toBe(18);
    expect(ageOn('nonsense', today)).toBeNaN();
  });
});
