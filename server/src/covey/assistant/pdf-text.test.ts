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
  it('yields nothing for a file that is not a PDF', async () => {
    expect(await pdfPages(new TextEncoder().encode('not a pdf'))).toEqual([]);
  });
});
