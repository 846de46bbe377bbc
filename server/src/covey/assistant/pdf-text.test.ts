import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfPages } from './pdf-text.js';

async function tablePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const one = pdf.addPage([612, 792]);
  one.drawText('Common medical event', { x: 50, y: 700, size: 11, font });
  const two = pdf.addPage([612, 792]);
  // a table row: two cells drawn separately on one line, then the next row
  two.drawText('Urgent care', { x: 50, y: 700, size: 11, font });
  two.drawText('$40 copay per visit.', { x: 300, y: 700, size: 11, font });
  two.drawText('Emergency room care', { x: 50, y: 680, size: 11, font });
  two.drawText('$250 copay per visit.', { x: 300, y: 680, size: 11, font });
  return pdf.save();
}

describe('pdfPages', () => {
  it('keeps page numbers and separates table cells and rows', async () => {
    const pages = await pdfPages(await tablePdf());
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[1]?.text).toMatch(/Urgent care \$40 copay per visit\.\s*\n\s*Emergency room care \$250 copay per visit\./);
  });
  it('puts back the native JSON and Array#push that pdf.js (legacy build, core-js) replaces process-wide', async () => {
    // (under vitest core-js keeps the natives; the plain-Node server gets them replaced: simulate that)
    const pushDesc = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
    const native = { stringify: JSON.stringify, parse: JSON.parse, push: pushDesc.value as unknown };
    expect(String(native.stringify)).toContain('[native code]');
    expect(String(native.push)).toContain('[native code]');
    try {
      JSON.stringify = (v: unknown) => native.stringify(v);
      JSON.parse = (t: string) => native.parse(t) as unknown;
      Object.defineProperty(Array.prototype, 'push', { ...pushDesc, value: function push(this: unknown[], ...items: unknown[]) { return (native.push as (...a: unknown[]) => number).apply(this, items); } });
      expect((await pdfPages(await tablePdf())).length).toBe(2);
      expect(JSON.stringify).toBe(native.stringify);
      expect(JSON.parse).toBe(native.parse);
      expect(Object.getOwnPropertyDescriptor(Array.prototype, 'push')).toEqual(pushDesc);
    } finally {
      JSON.stringify = native.stringify;
      JSON.parse = native.parse;
      Object.defineProperty(Array.prototype, 'push', pushDesc);
    }
  });
  it('yields nothing for a file that is not a PDF', async () => {
    expect(await pdfPages(new TextEncoder().encode('not a pdf'))).toEqual([]);
  });
});
