import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { closePdfWorker, pdfPages } from './pdf-text.js';

const run = promisify(execFile);
afterAll(() => closePdfWorker());

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
  it('never loads pdf.js into the calling thread: JSON, Array#push and Promise stay native while and after it extracts (plain Node)', async () => {
    // pdf.js's core-js replaces these in the thread that loads it, under plain Node (not under vitest's
    // module runner), so the check runs in a child Node process the way the server runs
    const dir = await mkdtemp(join(tmpdir(), 'covey-pdf-'));
    try {
      const file = join(dir, 'table.pdf');
      await writeFile(file, await tablePdf());
      const script = `
        import { readFileSync } from 'node:fs';
        import { pdfPages, closePdfWorker } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'pdf-text.ts')).href)};
        const native = { s: JSON.stringify, p: JSON.parse, push: Object.getOwnPropertyDescriptor(Array.prototype, 'push'), wr: Promise.withResolvers, hex: Uint8Array.prototype.toHex };
        const changed = [];
        const check = () => {
          if (JSON.stringify !== native.s) changed.push('JSON.stringify');
          if (JSON.parse !== native.p) changed.push('JSON.parse');
          const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push');
          if (push.value !== native.push.value || push.enumerable !== native.push.enumerable) changed.push('Array#push');
          if (Promise.withResolvers !== native.wr) changed.push('Promise.withResolvers');
          if (Uint8Array.prototype.toHex !== native.hex) changed.push('Uint8Array#toHex');
        };
        const poll = setInterval(check, 0);
        const pages = await pdfPages(new Uint8Array(readFileSync(${JSON.stringify(file)})));
        clearInterval(poll);
        check();
        await closePdfWorker();
        process.stdout.write(JSON.stringify({ pages: pages.length, text: pages[1]?.text ?? '', changed: [...new Set(changed)] }));
      `;
      const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
      const out = JSON.parse(stdout) as { pages: number; text: string; changed: string[] };
      expect(out.pages).toBe(2);
      expect(out.text).toContain('Urgent care $40 copay per visit.');
      expect(out.changed).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('a parse past its time yields no pages, and the next PDF is read by a new worker', async () => {
    expect(await pdfPages(await tablePdf(), { timeoutMs: 0 })).toEqual([]);
    expect((await pdfPages(await tablePdf())).length).toBe(2);
  });
  it('reads at most maxPages pages, and PDFs queued together each get their own answer', async () => {
    const [a, b, c] = await Promise.all([pdfPages(await tablePdf(), { maxPages: 1 }), pdfPages(await tablePdf()), pdfPages(new Uint8Array())]);
    expect(a.map((p) => p.page)).toEqual([1]);
    expect(b.map((p) => p.page)).toEqual([1, 2]);
    expect(c).toEqual([]);
  });
  it('yields nothing for a file that is not a PDF', async () => {
    expect(await pdfPages(new TextEncoder().encode('not a pdf'))).toEqual([]);
  });
});
