/**
 * Text of a PDF, page by page, with pdf.js (pdfjs-dist, legacy build for Node; decision 0020).
 * Lines are rebuilt from pdf.js's end-of-line marks. No fonts, no eval, no worker thread: only
 * the text layer is read. A PDF that cannot be parsed yields no pages (never throws).
 *
 * The legacy build carries core-js, which REPLACES `JSON.stringify`, `JSON.parse` and
 * `Array.prototype.push` process-wide (Node 20 lacks `JSON.rawJSON`) when it and its fake worker
 * load: every response of the server then went through a JS `stringify` with a replacer per key
 * (decision 0026: 2× the CPU of a record list). So pdf.js is loaded on first use only, and the
 * native functions are put back after loading and after every parse (core-js keeps its own copies;
 * the polyfills it only adds — `Promise.withResolvers`, `Uint8Array.prototype.toHex`, … — stay).
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

const NATIVE = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };

/** puts back the native JSON and Array#push that loading or running pdf.js replaced */
export function restoreNativeGlobals(): void {
  if (JSON.stringify !== NATIVE.stringify) JSON.stringify = NATIVE.stringify;
  if (JSON.parse !== NATIVE.parse) JSON.parse = NATIVE.parse;
  if (Array.prototype.push !== NATIVE.push) Object.defineProperty(Array.prototype, 'push', { value: NATIVE.push, writable: true, configurable: true, enumerable: false });
}

let pdfjs: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').finally(restoreNativeGlobals);
  return pdfjs;
}

export interface PdfPage {
  /** 1-based */
  page: number;
  text: string;
}

const MAX_PAGES = 200;

export async function pdfPages(data: Uint8Array): Promise<PdfPage[]> {
  try {
    const { getDocument } = await loadPdfJs();
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
  } finally {
    restoreNativeGlobals();
  }
}
