/**
 * Text of a PDF, page by page, with pdf.js (pdfjs-dist, legacy build for Node; decision 0020).
 * Lines are rebuilt from pdf.js's end-of-line marks. No fonts, no eval, no worker thread: only
 * the text layer is read. A PDF that cannot be parsed yields no pages (never throws).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** 1-based */
  page: number;
  text: string;
}

const MAX_PAGES = 200;

export async function pdfPages(data: Uint8Array): Promise<PdfPage[]> {
  try {
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
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
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
