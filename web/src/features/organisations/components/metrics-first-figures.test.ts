import { describe, expect, it } from 'vitest';
import { firstFiguresOn, firstFiguresText } from './metrics-tab';

describe('first figures', () => {
  it('names the day the current month is published', () => {
    expect(firstFiguresOn(new Date('2026-11-27T12:00:00Z'))).toBe('December 1, 2026');
    expect(firstFiguresOn(new Date('2026-12-31T23:00:00Z'))).toBe('January 1, 2027');
    expect(firstFiguresText(new Date('2026-11-27T12:00:00Z'))).toContain("November's figures will appear here on December 1, 2026.");
  });
});
