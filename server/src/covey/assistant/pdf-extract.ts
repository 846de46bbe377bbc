/**
 * Text of a PDF, page by page, with pdf.js (pdfjs-dist, legacy build for Node; decision 0020).
 * Runs inside the pdf.js worker thread only (`pdf-text-worker.ts`, decision 0038): importing pdf.js
 * replaces `JSON.stringify`, `JSON.parse` and `Array.prototype.push` (core-js; Node 20 lacks
 * `JSON.rawJSON`) for the whole thread it runs in.
 * Lines are rebuilt from pdf.js's end-of-line marks. No fonts, no eval, no nested worker: only the
 * text layer is read. A PDF that cannot be parsed yields no pages (never throws).
 */
import type { PdfPage } from './pdf-text.js';

export async function extractPdfPages(data: Uint8Array, maxPages: number): Promise<PdfPage[]> {
  try {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = getDocument({
      data,
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    });
    const doc = await task.promise;
    const out: PdfPage[] = [];
    try {
      for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        let text = '';
        let lastEnd: number | null = null;
        let lastY: number | null = null;
        for (const item of content.items) {
          if (!('str' in item)) continue;
          const x = item.transform[4] as number;
          const y = item.transform[5] as number;
          // table cells and separately drawn runs on one line: a gap between them is a space
          if (lastEnd !== null && text && !/\s$/.test(text) && !/^\s/.test(item.str)) {
            if (lastY !== null && Math.abs(y - lastY) > 2) text += '\n';
            else if (x - lastEnd > 1) text += ' ';
          }
          text += item.str;
          lastEnd = x + item.width;
          lastY = y;
          if (item.hasEOL) {
            text += '\n';
            lastEnd = null;
          }
        }
        out.push({ page: n, text: text.replace(/[ \t]+/g, ' ').trim() });
        page.cleanup();
      }
    } finally {
      await task.destroy();
    }
    return out;
  } catch {
    return [];
  }
}
