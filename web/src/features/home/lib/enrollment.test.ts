import { describe, expect, it } from 'vitest';
import { enrollmentSentence, enrollmentState } from './enrollment';

const now = new Date('2026-10-10T15:00:00Z');

describe('enrollment countdown', () => {
  it('counts days to the start', () => {
    const s = enrollmentState('2026-11-01 00:00:00.000Z', '2026-11-15 00:00:00.000Z', now);
    expect(s).toMatchObject({ kind: 'upcoming', days: 22 });
    expect(enrollmentSentence(s)).toMatch(/^Open enrollment starts in 22 days, on /);
  });
  it('counts days left while open', () => {
    const s = enrollmentState('2026-10-01 00:00:00.000Z', '2026-10-11 00:00:00.000Z', now);
    expect(s).toMatchObject({ kind: 'open', daysLeft: 1 });
    expect(enrollmentSentence(s)).toMatch(/1 day left/);
  });
  it('says when it ended and when no dates are set', () => {
    expect(enrollmentState('2026-09-01', '2026-09-15', now).kind).toBe('closed');
    expect(enrollmentSentence(enrollmentState('', '', now))).toBe('No open-enrollment dates are set yet.');
  });
});
