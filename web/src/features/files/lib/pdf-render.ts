/**
 * pdf.js, loaded only when a PDF is opened (a dynamic import keeps it out of the first load). The
 * worker is a separate file Vite emits and pdf.js starts by URL (docs/decisions: PDF library).
 */
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import '../components/pdf-text-layer.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = pdfjs.PDFDocumentProxy;

export function openPdf(url: string): { promise: Promise<PdfDocument>; destroy: () => void } {
  const task = pdfjs.getDocument({ url, isEvalSupported: false });
  return { promise: task.promise, destroy: () => void task.destroy() };
}

/**
 * draws one page into `container` (canvas + text layer) at `scale`; returns a cancel function
 * @public read through the lazy `import()` in pdf-view.tsx, which knip does not follow
 */
export function renderPage(doc: PdfDocument, pageNumber: number, scale: number, container: HTMLElement): () => void {
  let cancelled = false;
  let cancelRender = () => {};
  void (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return;
    const viewport = page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.setAttribute('aria-hidden', 'true');
    const text = document.createElement('div');
    text.className = 'textLayer';
    container.replaceChildren(canvas, text);
    container.style.width = `${Math.floor(viewport.width)}px`;
    container.style.height = `${Math.floor(viewport.height)}px`;
    container.style.setProperty('--total-scale-factor', String(scale));
    const task = page.render({ canvas, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
    cancelRender = () => task.cancel();
    const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
    await Promise.all([task.promise, layer.render()]).catch(() => undefined);
  })();
  return () => {
    cancelled = true;
    cancelRender();
  };
}
