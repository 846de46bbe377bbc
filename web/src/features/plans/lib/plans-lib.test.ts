import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { isOverdue, sortTasks } from './dates';
import { saveError, transitionError } from './plan-errors';
import { TASK_MOVES, planMoves, taskMoveLabel } from './status';

const now = new Date('2026-03-10T12:00:00Z');
const task = (id: string, due: string, status = 'todo', created = '2026-03-01 00:00:00.000Z') => ({ id, due, status, created });
const err = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: 'http://x/api', status, response: { status, message: 'Raw server text', data } });

describe('sortTasks', () => {
  it('puts overdue open tasks first, then by due date (none last), then newest, then id', () => {
    const list = [
      task('nodue', ''),
      task('later', '2026-04-01 00:00:00.000Z'),
      task('overdue', '2026-03-01 00:00:00.000Z'),
      task('donePast', '2026-02-01 00:00:00.000Z', 'done'),
      task('b', '2026-03-20 00:00:00.000Z'),
      task('a', '2026-03-20 00:00:00.000Z'),
    ];
    expect(sortTasks(list, now).map((t) => t.id)).toEqual(['overdue', 'donePast', 'a', 'b', 'later', 'nodue']);
    expect(isOverdue('2026-03-01 00:00:00.000Z', 'done', now)).toBe(false);
  });
});

describe('moves', () => {
  it.each([
    ['draft', true, false, ['proposed']],
    ['draft', false, true, ['active']],
    ['proposed', true, false, []],
    ['proposed', false, false, ['active', 'cancelled']],
    ['active', false, false, ['completed', 'on_hold', 'cancelled']],
    ['on_hold', true, false, ['active', 'cancelled']],
    ['completed', false, false, ['active']],
    ['cancelled', true, true, []],
  ] as const)('plan %s (counselor=%s, creator=%s)', (status, c, creator, want) => {
    expect(planMoves(status, c, creator).map((m) => m.to)).toEqual(want);
  });
  it('labels every task move', () => {
    for (const [from, tos] of Object.entries(TASK_MOVES)) for (const to of tos) expect(taskMoveLabel(from, to)).not.toBe('');
    expect(taskMoveLabel('done', 'todo')).toBe('Reopen');
  });
});

describe('errors are sentences, never the raw server text', () => {
  it('names the refused transition', () => {
    expect(transitionError('task', 'done', 'waiting', err(404))).toBe("This task can't move from Done to Waiting. Refresh to see its latest state.");
    expect(transitionError('plan', 'completed', 'on_hold', err(400))).toContain("This plan can't move from Completed to On hold.");
  });
  it('turns field codes into sentences', () => {
    const p = saveError('task', err(400, { assignee: { code: 'validation_assignee', message: 'Raw server text' } }));
    expect(p.fields['assignee']).toBe('Choose the member, their counselor or someone who manages their plans.');
    expect(JSON.stringify(p)).not.toContain('Raw server text');
    expect(saveError('task', err(404)).message).toContain("You can't change this task.");
  });
});
