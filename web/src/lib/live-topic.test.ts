import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from './api-client';
import { listenToCollection, RELEASE_MS } from './live-topic';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('listenToCollection', () => {
  it('shares one subscription, fans events out and releases it only after a quiet period', async () => {
    vi.useFakeTimers();
    const stop = vi.fn(async () => undefined);
    let push: ((e: unknown) => void) | null = null;
    const subscribe = vi.fn(async (_topic: string, cb: (e: unknown) => void) => {
      push = cb;
      return stop;
    });
    vi.spyOn(pb, 'collection').mockReturnValue({ subscribe } as never);
    const a = vi.fn();
    const b = vi.fn();
    const offA = listenToCollection('messages', a);
    const offB = listenToCollection('messages', b);
    expect(subscribe).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    push!({ action: 'create', record: { id: 'x' } });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    offB();
    // a new screen listening within the quiet period keeps the same subscription
    const offC = listenToCollection('messages', vi.fn());
    await vi.advanceTimersByTimeAsync(RELEASE_MS + 10);
    expect(stop).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(1);
    offC();
    await vi.advanceTimersByTimeAsync(RELEASE_MS + 10);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
