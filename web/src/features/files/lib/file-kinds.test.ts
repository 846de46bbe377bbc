import { describe, expect, it } from 'vitest';
import { fileProblem, kindLabel, previewKind, titleFromName } from './file-kinds';

const f = (name: string, type: string, size = 100) => ({ name, type, size });

describe('vault uploads', () => {
  it.each([
    [f('bill.pdf', 'application/pdf'), null],
    [f('card.webp', 'image/webp'), null],
    [f('card.heic', ''), null],
    [f('notes.docx', 'application/msword'), "can't be uploaded"],
    [f('huge.pdf', 'application/pdf', 21 * 1024 * 1024), 'larger than 20 MB'],
    [f('empty.png', 'image/png', 0), 'is empty'],
  ])('%o → %s', (file, want) => {
    const got = fileProblem(file);
    if (want === null) expect(got).toBeNull();
    else expect(got).toContain(want);
  });
  it('previews images and PDFs, offers others as downloads', () => {
    expect(previewKind('a_x1.PDF')).toBe('pdf');
    expect(previewKind('a.jpeg')).toBe('image');
    expect(previewKind('a.heic')).toBe('other');
  });
  it('labels kinds and derives titles', () => {
    expect(kindLabel('eob')).toBe('Explanation of benefits');
    expect(kindLabel('nope')).toBe('Other');
    expect(titleFromName('eob_march-2025.pdf')).toBe('eob march 2025');
  });
});
