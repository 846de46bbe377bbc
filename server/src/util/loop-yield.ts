/**
 * Chunked work that lets the event loop run (decision 0038): a long job on the main thread (rows
 * written one by one through better-sqlite3, which is synchronous) calls the returned function between
 * steps; it yields one turn of the loop (setImmediate: timers, I/O and other requests run) once
 * `budgetMs` has passed since the last yield, so no request waits behind the job for longer than that.
 */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function loopYielder(budgetMs = 20): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < budgetMs) return;
    await yieldToLoop();
    last = performance.now();
  };
}
