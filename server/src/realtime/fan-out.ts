const DEFAULT_CHUNK_SIZE = 150;

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface FanOutResult {
  /** items for which `fn` completed without throwing/rejecting */
  ok: number;
  /** items for which `fn` threw or rejected (errors are swallowed, optionally reported) */
  failed: number;
}

/**
 * Runs `fn` over `items` in chunks of `chunkSize`, yielding to the event loop (setImmediate)
 * between chunks so 10k recipients never block it. Async `fn`s of one chunk run concurrently and
 * are awaited before the next chunk. A throwing/rejecting `fn` never stops the loop.
 */
export async function fanOut<T>(
  items: Iterable<T>,
  fn: (item: T) => void | Promise<void>,
  opts: { chunkSize?: number; onError?: (err: unknown, item: T) => void } = {},
): Promise<FanOutResult> {
  const chunkSize = Math.max(1, opts.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const result: FanOutResult = { ok: 0, failed: 0 };
  const fail = (err: unknown, item: T) => {
    result.failed++;
    try {
      opts.onError?.(err, item);
    } catch {
      // reporting must not break the fan-out
    }
  };
  let inChunk = 0;
  let pending: Promise<void>[] = [];
  for (const item of items) {
    try {
      const r = fn(item);
      if (r && typeof (r as Promise<void>).then === 'function') {
        pending.push((r as Promise<void>).then(() => void result.ok++, (err: unknown) => fail(err, item)));
      } else {
        result.ok++;
      }
    } catch (err) {
      fail(err, item);
    }
    if (++inChunk >= chunkSize) {
      if (pending.length) await Promise.all(pending);
      pending = [];
      inChunk = 0;
      await yieldToLoop();
    }
  }
  if (pending.length) await Promise.all(pending);
  return result;
}
