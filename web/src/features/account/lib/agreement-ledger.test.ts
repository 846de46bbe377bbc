import { describe, expect, it } from 'vitest';
import { agreementLines, type LedgerRow } from './agreement-ledger';

const row = (id: string, document: string, action: string, version = '2026-01', circle = ''): LedgerRow => ({
  id,
  document,
  version,
  action,
  member: 'm1',
  circle,
  created: `2026-01-0${id} 10:00:00.000Z`,
});

describe('agreementLines', () => {
  it('shows one line per document with the latest row, and which ones may be withdrawn', () => {
    const lines = agreementLines([
      row('1', 'terms', 'accepted', '2025-06'),
      row('2', 'sms_consent', 'accepted'),
      row('3', 'terms', 'accepted', '2026-01'),
    ]);
    expect(lines.map((l) => [l.document, l.version, l.state, l.optional])).toEqual([
      ['terms', '2026-01', 'accepted', false],
      ['sms_consent', '2026-01', 'accepted', true],
    ]);
    expect(lines[0]!.title).toBe('Terms of use');
    expect(lines[0]!.date).toBe('2026-01-03 10:00:00.000Z');
  });

  it('a withdrawal after an acceptance shows the document as withdrawn', () => {
    const lines = agreementLines([row('1', 'sms_consent', 'accepted'), row('2', 'sms_consent', 'revoked')]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.state).toBe('withdrawn');
  });

  it('leaves out circle consents (they belong to their circle)', () => {
    expect(agreementLines([row('1', 'circle_consent', 'accepted', '2026-01', 'c1')])).toEqual([]);
  });
});
