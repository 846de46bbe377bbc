/**
 * The replay cursor (decision 0027): live and replayed messages are handled in ascending order and
 * once each, whatever arrives twice (a message committed between LISTEN and the replay's read comes
 * both ways) or out of order within a page; a floor above the cursor means rows were pruned before
 * this instance read them.
 */
import { describe, expect, it } from 'vitest';
import { EventCursor } from './event-cursor.js';

const rows = (...seqs: number[]) => seqs.map((seq) => ({ seq, payload: `m${seq}` }));

describe('EventCursor', () => {
  it('takes live messages once, in ascending order', () => {
    const c = new EventCursor(10);
    expect([11, 11, 10, 12, 9, 14].filter((s) => c.live(s))).toEqual([11, 12, 14]);
    expect(c.last).toBe(14);
  });

  it('replays what is above the cursor in order, then drops the live copies of it', () => {
    const c = new EventCursor(3);
    const page = c.replay(0, rows(6, 4, 5, 3, 2, 5));
    expect(page).toEqual({ missed: false, rows: rows(4, 5, 6) });
    // the same messages notified live after LISTEN are duplicates; the next one is new
    expect([4, 5, 6, 7].filter((s) => c.live(s))).toEqual([7]);
    // a second page after a failed one starts where the first stopped
    expect(c.replay(0, rows(7, 8))).toEqual({ missed: false, rows: rows(8) });
  });

  it('accepts gaps in the sequence (rolled-back inserts) as long as nothing was pruned', () => {
    const c = new EventCursor(5);
    expect(c.replay(5, rows(9, 12))).toEqual({ missed: false, rows: rows(9, 12) });
    expect(c.last).toBe(12);
  });

  it('reports a miss when rows above the cursor were pruned, and jumps to the head', () => {
    const c = new EventCursor(5);
    expect(c.replay(7, rows(8, 9))).toEqual({ missed: true });
    expect(c.last).toBe(5);
    c.jump(9);
    expect(c.last).toBe(9);
    expect(c.live(9)).toBe(false);
    expect(c.live(10)).toBe(true);
  });

  it('holds live messages back while a replay is owed', () => {
    const c = new EventCursor(1);
    c.stale = true;
    expect(c.live(2)).toBe(false);
    expect(c.last).toBe(1);
    expect(c.replay(0, rows(2, 3))).toEqual({ missed: false, rows: rows(2, 3) });
  });
});
