import { Cron } from 'croner';

/** Receives failures of scheduled jobs; a failing job never stops the scheduler or other jobs. */
export interface SchedulerLogger {
  error(msg: string, err: unknown): void;
}

export type JobFn = () => void | Promise<void>;

export interface CronJobInfo {
  id: string;
  expression: string;
}

interface Job {
  id: string;
  expression: string;
  fn: JobFn;
  timer?: Cron;
  running?: Promise<void>;
}

const consoleLogger: SchedulerLogger = { error: (msg, err) => console.error(msg, err) };

/**
 * Named cron jobs over croner (UTC). Ids starting with `__` are system jobs (listed last).
 * Expressions: 5 fields (minute precision, PocketBase style), 6 fields (with seconds) or macros such as `@daily`.
 */
export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private started = false;
  private gate?: (jobId: string, expression: string) => Promise<boolean>;

  constructor(private readonly logger: SchedulerLogger = consoleLogger) {}

  /** Throws an Error naming the expression when croner cannot parse it. */
  static validate(expression: string): void {
    if (typeof expression !== 'string' || !expression.trim()) throw new Error('Invalid cron expression: empty');
    try {
      new Cron(expression.trim(), { paused: true, timezone: 'Etc/UTC' }).stop();
    } catch (err) {
      throw new Error(`Invalid cron expression "${expression}": ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }

  /** Adds a job, replacing any job with the same id. */
  add(id: string, expression: string, fn: JobFn): void {
    if (typeof id !== 'string' || !id) throw new Error('Cron job id must be a non-empty string');
    if (typeof fn !== 'function') throw new Error(`Cron job "${id}" needs a function`);
    Scheduler.validate(expression);
    this.remove(id);
    const job: Job = { id, expression: expression.trim(), fn };
    this.jobs.set(id, job);
    if (this.started) this.arm(job);
  }

  remove(id: string): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    job.timer?.stop();
    job.timer = undefined;
    this.jobs.delete(id);
    return true;
  }

  has(id: string): boolean {
    return this.jobs.has(id);
  }

  /** User jobs sorted by id, then system (`__`) jobs sorted by id. */
  list(): CronJobInfo[] {
    const sys = (id: string) => (id.startsWith('__') ? 1 : 0);
    return [...this.jobs.values()]
      .map((j) => ({ id: j.id, expression: j.expression }))
      .sort((a, b) => sys(a.id) - sys(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Starts the job now in the background; false when the id is unknown. */
  run(id: string): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    void this.execute(job);
    return true;
  }

  /** like run(), answering the run's promise (settles when it ends; never rejects), or null */
  runNow(id: string): Promise<void> | null {
    const job = this.jobs.get(id);
    return job ? this.execute(job) : null;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.arm(job);
  }

  /** Stops the timers (jobs stay registered; a later start() re-arms them). Running jobs finish on their own. */
  stop(): void {
    this.started = false;
    for (const job of this.jobs.values()) {
      job.timer?.stop();
      job.timer = undefined;
    }
  }

  /**
   * Asks `gate` before each timed run (not `run()`): several instances sharing one database let
   * only the instance that claims the slot run the job.
   */
  setGate(gate: (jobId: string, expression: string) => Promise<boolean>): void {
    this.gate = gate;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Resolves when no job is running (useful before shutdown and in tests). */
  async whenIdle(): Promise<void> {
    for (;;) {
      const running = [...this.jobs.values()].map((j) => j.running).filter((p): p is Promise<void> => !!p);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  private arm(job: Job): void {
    job.timer?.stop();
    job.timer = new Cron(job.expression, { timezone: 'Etc/UTC', unref: true }, () => void this.fire(job));
  }

  private async fire(job: Job): Promise<void> {
    if (this.gate) {
      try {
        if (!(await this.gate(job.id, job.expression))) return;
      } catch (err) {
        this.logger.error(`Cron job "${job.id}" could not be claimed`, err);
        return;
      }
    }
    await this.execute(job);
  }

  /** Runs a job unless it is already running (a job never overlaps itself); never rejects. */
  private execute(job: Job): Promise<void> {
    if (job.running) return job.running;
    const run: Promise<void> = (async (): Promise<void> => {
      await Promise.resolve(); // let `job.running` be set before the body can finish
      try {
        await job.fn();
      } catch (err) {
        try {
          this.logger.error(`Cron job "${job.id}" failed`, err);
        } catch {
          // a broken logger must not break the scheduler either
        }
      } finally {
        if (job.running === run!) job.running = undefined;
      }
    })();
    job.running = run;
    return run;
  }
}
