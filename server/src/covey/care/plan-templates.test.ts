import { describe, expect, it } from 'vitest';
import { PLAN_TEMPLATES, daysFrom, findTemplate } from './plan-templates.js';

describe('plan templates', () => {
  it('has the four named templates, each with tasks that have a title, category and relative due date', () => {
    expect(PLAN_TEMPLATES.map((t) => t.title)).toEqual(expect.arrayContaining(['Prepare for surgery', 'New baby', 'Open enrollment', 'Understand my HDHP']));
    expect(new Set(PLAN_TEMPLATES.map((t) => t.id)).size).toBe(PLAN_TEMPLATES.length);
    for (const t of PLAN_TEMPLATES) {
      expect(t.tasks.length).toBeGreaterThanOrEqual(3);
      for (const task of t.tasks) {
        expect(task.title).not.toBe('');
        expect(task.category).not.toBe('');
        expect(task.dueInDays).toBeGreaterThan(0);
      }
    }
  });
  it('finds a template by id or title and counts due dates from a day', () => {
    expect(findTemplate('new_baby')?.title).toBe('New baby');
    expect(findTemplate('Understand my HDHP')?.id).toBe('understand_hdhp');
    expect(findTemplate('')).toBeUndefined();
    expect(findTemplate('nope')).toBeUndefined();
    expect(daysFrom(new Date('2026-01-30T10:00:00Z'), 3)).toBe('2026-02-02 17:00:00.000Z');
  });
});
