/**
 * One worker thread and a queue of jobs for it (decision 0038): a job runs alone in the thread, the
 * next waits; a job past its time has the thread terminated (the next job gets a new thread), so a
 * runaway job cannot hold anything but itself. The thread is started on the first job, exits after
 * `idleMs` without work, and never keeps the process alive while idle.
 *
 * The worker side answers each `{ id, job }` message with `{ id, ok: true, value }` or
 * `{ id, ok: false, error }` (see `serveJobs`).
 */
import { parentPort, Worker, type TransferListItem } from 'node:worker_threads';
import type { WorkerScript } from './worker-script.js';

export interface WorkerQueueOptions {
  script: WorkerScript;
  /** passed to the thread as `workerData` */
  workerData?: unknown;
  /** time for one job, queue wait excluded (default 30 s) */
  timeoutMs?: number;
  /** jobs waiting at most; more are refused (default 32) */
  maxQueued?: number;
  /** a thread without work exits after this long (default 60 s) */
  idleMs?: number;
  /** the thread's old-generation heap bound */
  heapMb?: number;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

interface Job {
  id: number;
  job: unknown;
  transfer: TransferListItem[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

class WorkerQueueError extends Error {}

export class WorkerQueue<In, Out> {
  private readonly queue: Job[] = [];
  private worker: Worker | undefined;
  private running: { job: Job; timer: NodeJS.Timeout } | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(private readonly opts: WorkerQueueOptions) {}

  /** runs `job` in the thread; rejects (WorkerQueueError) when refused, past its time or the thread died */
  run(job: In, options: { transfer?: TransferListItem[]; timeoutMs?: number } = {}): Promise<Out> {
    if (this.queue.length >= (this.opts.maxQueued ?? 32)) return Promise.reject(new WorkerQueueError('too many jobs waiting'));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        job,
        transfer: options.transfer ?? [],
        timeoutMs: options.timeoutMs ?? this.opts.timeoutMs ?? 30_000,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.next();
    });
  }

  /** stops the thread (a running job is rejected; waiting jobs run on a new thread) */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const w = this.worker;
    this.worker = undefined;
    if (this.running) this.settle({ ok: false, error: 'the worker was stopped' });
    if (w) await w.terminate();
  }

  private start(): Worker {
    const { script } = this.opts;
    const w = new Worker(script.script, {
      eval: script.eval,
      execArgv: script.execArgv,
      workerData: this.opts.workerData,
      ...(this.opts.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb } } : {}),
      stdout: true,
      stderr: true,
    });
    w.stdout.resume();
    w.stderr.resume();
    w.on('message', (reply: Reply) => {
      if (this.running?.job.id === reply.id) this.settle(reply);
    });
    const lost = (): void => {
      if (this.worker !== w) return;
      this.worker = undefined;
      if (this.running) this.settle({ ok: false, error: 'the worker thread stopped' });
    };
    w.on('error', lost);
    w.on('exit', lost);
    return w;
  }

  private settle(reply: { ok: true; value: unknown } | { ok: false; error: string }): void {
    if (!this.running) return;
    clearTimeout(this.running.timer);
    const { job } = this.running;
    this.running = undefined;
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new WorkerQueueError(reply.error));
    this.next();
  }

  private next(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.unref();
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.close(), this.opts.idleMs ?? 60_000);
      this.idleTimer.unref();
      return;
    }
    clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    this.worker.ref();
    const w = this.worker;
    const timer = setTimeout(() => {
      // the only way to stop a synchronous job is to stop its thread
      this.worker = undefined;
      void w.terminate();
      this.settle({ ok: false, error: 'the job ran past its time' });
    }, job.timeoutMs);
    this.running = { job, timer };
    w.postMessage({ id: job.id, job: job.job }, job.transfer);
  }
}

/** the worker side: answers each job with `handle`'s result (or its error's message) */
export function serveJobs<In, Out>(handle: (job: In) => Out | Promise<Out>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', (msg: { id: number; job: In }) => {
    void (async () => {
      try {
        port.postMessage({ id: msg.id, ok: true, value: await handle(msg.job) });
      } catch (err) {
        port.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
      }
    })();
  });
}
