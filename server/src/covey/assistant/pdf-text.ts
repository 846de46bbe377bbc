/**
 * Text of a PDF, page by page (decision 0020), extracted in a worker thread (decision 0038).
 *
 * pdf.js's legacy build carries core-js, which REPLACES `JSON.stringify`, `JSON.parse` and
 * `Array.prototype.push` for the whole thread that loads it (every response then went through a JS
 * `stringify`: decision 0026), and a large PDF parses for seconds. So the server thread never loads
 * pdf.js: one worker thread does (`pdf-text-worker.ts` → `pdf-extract.ts`), one PDF at a time, the
 * others waiting in a short queue. Bounds: pages read, bytes accepted, queue length, the worker's
 * heap, and time — a parse that runs past its time has its worker terminated (the next PDF gets a new
 * one). The worker exits after a quiet minute and never keeps the process alive while idle.
 * A PDF that cannot be parsed, or runs past a bound, yields no pages (never throws).
 */
import { WorkerQueue } from '../../util/worker-queue.js';
import { workerScript } from '../../util/worker-script.js';

export interface PdfPage {
  /** 1-based */
  page: number;
  text: string;
}

export interface PdfTextOptions {
  /** pages read at most (200) */
  maxPages?: number;
  /** time for one PDF, queue wait excluded, before its worker is terminated (30 s) */
  timeoutMs?: number;
}

const MAX_PAGES = 200;
const MAX_BYTES = 50 * 1024 * 1024;

let queue: WorkerQueue<{ data: Uint8Array; maxPages: number }, PdfPage[]> | undefined;

export async function pdfPages(data: Uint8Array, options: PdfTextOptions = {}): Promise<PdfPage[]> {
  if (data.byteLength === 0 || data.byteLength > MAX_BYTES) return [];
  queue ??= new WorkerQueue({ script: workerScript(import.meta.url, 'pdf-text-worker'), timeoutMs: 30_000, maxQueued: 32, idleMs: 60_000, heapMb: 512 });
  // a copy the worker owns (the caller's bytes may be a view into a shared Buffer pool)
  const copy = data.slice();
  const maxPages = Math.min(options.maxPages ?? MAX_PAGES, MAX_PAGES);
  try {
    return await queue.run({ data: copy, maxPages }, { transfer: [copy.buffer], ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) });
  } catch {
    return [];
  }
}

/** stops the worker thread (idle or not; a running parse yields no pages) */
export async function closePdfWorker(): Promise<void> {
  await queue?.close();
}
