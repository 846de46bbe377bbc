import { describe, expect, it } from 'vitest';
import { peopleWithData, type Person } from './people-i-see';

describe('peopleWithData', () => {
  it("leaves out a caregiver's own circle-only row, nobody else", () => {
    const people: { id: string; user: string; source: Person['source'] }[] = [
      { id: 'a', user: 'u1', source: 'circle' },
      { id: 'b', user: 'u2', source: 'invite' },
      { id: 'c', user: '', source: '' },
    ];
    expect(peopleWithData(people, 'u1').map((p) => p.id)).toEqual(['b', 'c']);
    // someone else's circle row is theirs to show
    expect(peopleWithData(people, 'u2').map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
