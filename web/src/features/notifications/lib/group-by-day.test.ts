import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const at = (d: Date) => d.toISOString().replace('T', ' ');

describe('groupByDay', () => {
  it('groups newest first into Today, Yesterday and dates', () => {
    const now = new Date(2026, 2, 4, 15, 0);
    const items = [
      { id: 'a', created: at(new Date(2026, 2, 4, 9, 0)) },
      { id: 'b', created: at(new Date(2026, 2, 4, 8, 0)) },
      { id: 'c', created: at(new Date(2026, 2, 3, 23, 0)) },
      { id: 'd', created: at(new Date(2026, 1, 27, 12, 0)) },
    ];
    const groups = groupByDay(items, now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['February 27, 2026', ['d']],
    ]);
  });
});
