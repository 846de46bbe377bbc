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
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text += item.str;
          text += item.hasEOL ? '\n' : '';
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
