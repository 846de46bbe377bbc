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
import { Worker } from 'node:worker_threads';
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
const TIMEOUT_MS = 30_000;
const MAX_QUEUED = 32;
const IDLE_MS = 60_000;
const HEAP_MB = 512;

interface Job {
  id: number;
  data: Uint8Array;
  maxPages: number;
  timeoutMs: number;
  resolve: (pages: PdfPage[]) => void;
}

interface Reply {
  id: number;
  pages: PdfPage[];
}

const queue: Job[] = [];
let worker: Worker | undefined;
let running: { job: Job; timer: NodeJS.Timeout } | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;

function startWorker(): Worker {
  const script = workerScript(import.meta.url, 'pdf-text-worker');
  const w = new Worker(script.script, {
    eval: script.eval,
    execArgv: script.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    stdout: true,
    stderr: true,
  });
  w.stdout.resume();
  w.stderr.resume();
  w.on('message', (reply: Reply) => {
    if (!running || running.job.id !== reply.id) return;
    finish(reply.pages);
  });
  const lost = (): void => {
    if (worker !== w) return;
    worker = undefined;
    if (running) finish([]);
  };
  w.on('error', lost);
  w.on('exit', lost);
  return w;
}

function finish(pages: PdfPage[]): void {
  if (!running) return;
  clearTimeout(running.timer);
  const { job } = running;
  running = undefined;
  job.resolve(pages);
  next();
}

function next(): void {
  if (running) return;
  const job = queue.shift();
  if (!job) {
    worker?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closePdfWorker(), IDLE_MS);
    idleTimer.unref();
    return;
  }
  clearTimeout(idleTimer);
  worker ??= startWorker();
  worker.ref();
  const w = worker;
  const timer = setTimeout(() => {
    // a parse past its time: the thread is stopped mid-parse (the only way to stop pdf.js)
    worker = undefined;
    void w.terminate();
    finish([]);
  }, job.timeoutMs);
  running = { job, timer };
  // a copy the worker owns (the caller's bytes may be a view into a shared Buffer pool)
  const data = job.data.slice();
  w.postMessage({ id: job.id, data, maxPages: job.maxPages }, [data.buffer]);
}

export function pdfPages(data: Uint8Array, options: PdfTextOptions = {}): Promise<PdfPage[]> {
  if (data.byteLength === 0 || data.byteLength > MAX_BYTES || queue.length >= MAX_QUEUED) return Promise.resolve([]);
  return new Promise((resolve) => {
    queue.push({
      id: nextId++,
      data,
      maxPages: Math.min(options.maxPages ?? MAX_PAGES, MAX_PAGES),
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      resolve,
    });
    next();
  });
}

/** stops the worker thread (idle or not; a running parse yields no pages) */
export async function closePdfWorker(): Promise<void> {
  clearTimeout(idleTimer);
  const w = worker;
  worker = undefined;
  if (running) finish([]);
  if (w) await w.terminate();
}
