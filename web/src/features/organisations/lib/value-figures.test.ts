import { describe, expect, it } from 'vitest';
import type { MetricsRecord } from '../api/org-types';
import { heldBack, tooFew, kindsOf, money, savingsTotal, series, withheldText } from './value-figures';

const row = (month: string, data: Record<string, unknown>, suppressed = false) =>
  ({ id: month, employer: 'e1', broker: '', period_start: `2026-${month}-01 00:00:00.000Z`, period_end: '', suppressed, data }) as unknown as MetricsRecord;

describe('value figures', () => {
  it('formats money with Intl, in whole dollars', () => {
    expect(money(930)).toBe('$930');
    expect(money(12345)).toBe('$12,345');
  });

  it('says why a figure is missing: too few people, or held back to protect a small group', () => {
    expect(withheldText('<11', false)).toBe(tooFew());
    expect(withheldText('hidden', true)).toBe(tooFew());
    expect(withheldText('hidden', false)).toBe(heldBack());
    expect(withheldText(undefined, true)).toBe(tooFew());
    expect(withheldText(12, false)).toBeNull();
    expect(withheldText(null, false)).toBe('None');
    expect(withheldText(undefined, false)).toBe('Not counted then');
  });

  it('never plots or sums a withheld month; the total is then a floor', () => {
    const rows = [row('08', { savings_usd: 930 }), row('09', { savings_usd: '<11' }), row('10', { savings_usd: 1200 })];
    const points = series(rows, 'savings_usd', money);
    expect(points.map((p) => p.value)).toEqual([930, null, 1200]);
    expect(points[1]!.text).toBe(tooFew());
    expect(savingsTotal(points)).toEqual({ total: 2130, partial: true });
    expect(savingsTotal(points.filter((p) => p.value !== null))).toEqual({ total: 2130, partial: false });
  });

  it('shows the last 12 months only', () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({ ...row('01', { active_30d: i + 11 }), period_start: `20${25 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01 00:00:00.000Z` }) as MetricsRecord);
    const points = series(rows, 'active_30d');
    expect(points).toHaveLength(12);
    expect(points[11]!.value).toBe(25);
  });

  it('lists the kinds of request with figures first, withheld ones by name, none left out', () => {
    const kinds = kindsOf(row('10', { report_kinds: { bill_review: 15, claim_denial: 'hidden', find_care: '<11', other: 0, prescription: 22 } }));
    expect(kinds.map((k) => [k.label, k.text])).toEqual([
      ['Prescriptions', '22'], ['Bill reviews', '15'], ['Denied claims', heldBack()], ['Finding care', tooFew()],
    ]);
    expect(kindsOf(row('10', {}, true))).toEqual([]);
  });
});
