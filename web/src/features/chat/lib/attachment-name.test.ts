import { describe, expect, it } from 'vitest';
import { attachmentName, isPreviewableImage, withoutRandomSuffix } from './attachment-name';

describe('attachment names', () => {
  it('prefers the original name the message keeps', () => {
    expect(
      attachmentName('my_bill_march_ab12cd34ef.pdf', { 'my_bill_march_ab12cd34ef.pdf': 'My Bill (March).pdf' }),
    ).toBe('My Bill (March).pdf');
  });

  it.each([
    ['bill_ab12cd34ef.pdf', 'bill.pdf'],
    ['archive_ab12cd34ef.tar.gz', 'archive.tar.gz'],
    ['noext_ab12cd34ef', 'noext'],
    ['plain.pdf', 'plain.pdf'],
  ])('falls back to %s → %s', (stored, want) => {
    expect(withoutRandomSuffix(stored)).toBe(want);
    expect(attachmentName(stored, {})).toBe(want);
    expect(attachmentName(stored, null)).toBe(want);
  });

  it('previews common image types only', () => {
    expect(isPreviewableImage('card_ab12cd34ef.PNG')).toBe(true);
    expect(isPreviewableImage('x_ab12cd34ef.jpeg')).toBe(true);
    expect(isPreviewableImage('x_ab12cd34ef.heic')).toBe(false);
    expect(isPreviewableImage('x_ab12cd34ef.pdf')).toBe(false);
  });
});
