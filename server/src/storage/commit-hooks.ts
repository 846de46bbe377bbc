/**
 * Runs a committed transaction's `afterCommit` callbacks in order (both dialects). A transaction that wrote
 * thousands of records (a 1,000-row roster import: a member and a profile per row) queues a callback per
 * record (after-create hooks, realtime, file clean-up); run in one go they held the event loop for hundreds
 * of milliseconds once the import was written (issue #27, decision 0061). Past `budgetMs` since the last turn
 * the loop gets a turn (timers, I/O, other requests) before the next callback. A small transaction's
 * callbacks still run in the same turn as its commit.
 */
import { loopYielder } from '../util/loop-yield.js';

export async function runCommitHooks(hooks: readonly (() => void)[], budgetMs = 20): Promise<void> {
  const breather = loopYielder(budgetMs);
  for (const hook of hooks) {
    await breather();
    try {
      hook();
    } catch (err) {
      console.error('afterCommit hook failed', err);
    }
  }
}
