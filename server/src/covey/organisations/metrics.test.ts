import { describe, expect, it } from 'vitest';
import { closedPeriod, deidentify, monthPeriod, suppress, type RawCounts } from './metrics.js';

const raw = (over: Partial<RawCounts> = {}): RawCounts => ({
  enrolled: 40, activated: 20, active_30d: 15, chats: 12, appointments_completed: 11, reports_resolved: 12, savings_usd: 4321.4,
  csat_sum: 55, csat_n: 12, needs: { bills: 11, claims: 10, find_doctor: 14 }, report_kinds: {}, reply_hours: [], ...over,
});

describe('small-cell suppression', () => {
  it.each([
    [0, 0],
    [1, '<11'],
    [10, '<11'],
    [11, 11],
    [12, 12],
  ])('%i → %s', (n, shown) => expect(suppress(n)).toBe(shown));

  it('every count below 11 becomes "<11"; 11 and 0 stay', () => {
    const { data, suppressed } = deidentify(raw({ active_30d: 10, chats: 0, appointments_completed: 11 }));
    expect(suppressed).toBe(false);
    expect(data).toMatchObject({ enrolled: 40, activated: 20, active_30d: '<11', chats: 0, appointments_completed: 11, reports_resolved: 12 });
    expect(data.csat).toBe(4.6);
    expect(data.savings_usd).toBe(4321);
  });

  it('needs counted by fewer than 11 people are left out; the others are names only, never counts', () => {
    expect(deidentify(raw()).data.top_needs).toEqual([{ need: 'find_doctor' }, { need: 'bills' }]);
  });

  it('savings and satisfaction from fewer than 11 cases are "<11"', () => {
    const { data } = deidentify(raw({ reports_resolved: 10, csat_n: 10 }));
    expect(data.savings_usd).toBe('<11');
    expect(data.csat).toBe('<11');
  });

  it.each([10, 0])('an employer with %i activated members gets roster totals only; usage is hidden, zeros too', (activated) => {
    const { data, suppressed } = deidentify(raw({ activated, chats: 0, reports_resolved: 3 }));
    expect(suppressed).toBe(true);
    expect(data.activated).toBe(activated === 0 ? 0 : '<11');
    expect(data.enrolled).toBe(40);
    // "<11" next to 0 would say which of a handful of named people used Covey
    expect(data).toMatchObject({ active_30d: 'hidden', chats: 'hidden', appointments_completed: 'hidden', reports_resolved: 'hidden' });
    expect(data).not.toHaveProperty('top_needs');
    expect(data).not.toHaveProperty('csat');
    expect(data).not.toHaveProperty('savings_usd');
  });

  it('11 activated members is enough for the breakdown', () => {
    const { data, suppressed } = deidentify(raw({ activated: 11 }));
    expect(suppressed).toBe(false);
    expect(data.activated).toBe(11);
    expect(data.top_needs).toBeDefined();
  });
});

it('period is the calendar month in UTC; the job publishes the last closed one', () => {
  expect(monthPeriod(new Date('2026-02-14T10:00:00Z'))).toEqual({ start: '2026-02-01 00:00:00.000Z', end: '2026-02-28 23:59:59.999Z' });
  expect(closedPeriod(new Date('2026-03-01T00:00:00Z'))).toEqual({ start: '2026-02-01 00:00:00.000Z', end: '2026-02-28 23:59:59.999Z' });
  expect(closedPeriod(new Date('2026-01-31T23:59:59Z'))).toEqual({ start: '2025-12-01 00:00:00.000Z', end: '2025-12-31 23:59:59.999Z' });
});
