import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scheduler, type SchedulerLogger } from './scheduler.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function capture(): SchedulerLogger & { errors: [string, unknown][] } {
  const errors: [string, unknown][] = [];
  return { errors, error: (msg, err) => errors.push([msg, err]) };
}

describe('Scheduler', () => {
  let s: Scheduler | undefined;
  afterEach(() => {
    s?.stop();
    vi.useRealTimers();
  });

  it('adds, replaces, lists (system jobs last) and removes', () => {
    s = new Scheduler(capture());
    s.add('__pbLogsCleanup', '0 */6 * * *', () => {});
    s.add('zeta', '* * * * *', () => {});
    s.add('alpha', '@daily', () => {});
    s.add('__backups', '0 3 * * *', () => {});
    s.add('zeta', '*/5 * * * *', () => {});
    expect(s.list()).toEqual([
      { id: 'alpha', expression: '@daily' },
      { id: 'zeta', expression: '*/5 * * * *' },
      { id: '__backups', expression: '0 3 * * *' },
      { id: '__pbLogsCleanup', expression: '0 */6 * * *' },
    ]);
    expect(s.remove('zeta')).toBe(true);
    expect(s.remove('zeta')).toBe(false);
    expect(s.has('alpha')).toBe(true);
  });

  it.each(['', 'not a cron', '61 * * * *', '* * *'])('rejects invalid expression %j', (expr) => {
    s = new Scheduler(capture());
    expect(() => s!.add('x', expr, () => {})).toThrow(/Invalid cron expression/);
    expect(s.has('x')).toBe(false);
  });

  it('runs a job on demand, asynchronously; unknown id → false', async () => {
    s = new Scheduler(capture());
    let calls = 0;
    s.add('job', '0 0 1 1 *', () => void calls++);
    expect(s.run('nope')).toBe(false);
    expect(s.run('job')).toBe(true);
    await s.whenIdle();
    expect(calls).toBe(1);
  });

  it('fires on schedule once started, logs failures and keeps going', async () => {
    const logger = capture();
    s = new Scheduler(logger);
    let good = 0;
    let bad = 0;
    s.add('good', '* * * * * *', () => void good++);
    s.add('bad', '* * * * * *', async () => {
      bad++;
      throw new Error('boom');
    });
    s.add('throws', '* * * * * *', () => {
      throw new Error('sync boom');
    });
    expect(s.isStarted).toBe(false);
    // a fake clock: exactly the ticks of :01 and :02, whatever the machine's load
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.500Z'));
    s.start();
    await vi.advanceTimersByTimeAsync(2000);
    s.stop();
    await s.whenIdle();
    expect(good).toBe(2);
    expect(bad).toBe(2);
    expect(logger.errors.some(([m, e]) => m.includes('"bad"') && (e as Error).message === 'boom')).toBe(true);
    expect(logger.errors.some(([m]) => m.includes('"throws"'))).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(good).toBe(2); // stopped
  });

  it('never overlaps the same job', async () => {
    s = new Scheduler(capture());
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    s.add('slow', '* * * * * *', async () => {
      active++;
      runs++;
      maxActive = Math.max(maxActive, active);
      await sleep(150);
      active--;
    });
    s.run('slow');
    s.run('slow');
    s.run('slow');
    await s.whenIdle();
    expect(runs).toBe(1);
    expect(maxActive).toBe(1);
  });

  it('survives a logger that throws', async () => {
    s = new Scheduler({ error: () => { throw new Error('logger down'); } });
    s.add('x', '* * * * *', () => { throw new Error('fail'); });
    s.run('x');
    await expect(s.whenIdle()).resolves.toBeUndefined();
  });
});
