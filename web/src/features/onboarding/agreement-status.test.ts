import { describe, it, expect } from 'vitest';
import { AGREEMENT_DOCUMENTS } from './agreement-documents';
import { acceptedVersions, outdatedDocuments } from './agreement-status';

const current = Object.fromEntries(AGREEMENT_DOCUMENTS.map((d) => [d.document, d.version]));

describe('acceptedVersions', () => {
  it('keeps the latest accepted version and drops revoked documents', () => {
    expect(
      acceptedVersions([
        { document: 'terms', version: '2025-01', action: 'accepted' },
        { document: 'terms', version: '2026-01', action: 'accepted' },
        { document: 'privacy', version: '2026-01', action: 'accepted' },
        { document: 'privacy', version: '2026-01', action: 'revoked' },
      ]),
    ).toEqual({ terms: '2026-01' });
  });
});

describe('outdatedDocuments', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['all current', current, []],
    ['one older', { ...current, terms: '2025-06' }, ['terms']],
    ['one missing', { ...current, privacy: undefined as unknown as string }, ['privacy']],
    ['none accepted', {}, AGREEMENT_DOCUMENTS.map((d) => d.document)],
  ])('%s', (_name, accepted, expected) => {
    const clean = Object.fromEntries(Object.entries(accepted).filter(([, v]) => v !== undefined));
    expect(outdatedDocuments(clean)).toEqual(expected);
  });
});
