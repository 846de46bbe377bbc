import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from './api-client';
import { listenToCollection, RELEASE_MS } from './live-topic';
import { getQueryClient } from './query-client';

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
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => undefined);
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

describe('after a dropped connection', () => {
  it('refetches what is on screen when the SDK connects again, not on the first connect or a plain unsubscribe', async () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(getQueryClient(), 'invalidateQueries').mockResolvedValue(undefined);
    let connected: ((e: unknown) => void) | null = null;
    const stopConnect = vi.fn(async () => undefined);
    const rt = vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async (topic: string, cb: (e: unknown) => void) => {
      if (topic === 'PB_CONNECT') connected = cb;
      return stopConnect;
    });
    vi.spyOn(pb, 'collection').mockReturnValue({ subscribe: vi.fn(async () => async () => undefined) } as never);
    const off = listenToCollection('tasks', vi.fn());
    await Promise.resolve();
    expect(rt).toHaveBeenCalledWith('PB_CONNECT', expect.any(Function));
    connected!({ clientId: 'a' });
    expect(invalidate).not.toHaveBeenCalled();
    // the network drops with subscriptions active, then the SDK reconnects
    pb.realtime.onDisconnect?.(['tasks']);
    connected!({ clientId: 'b' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    connected!({ clientId: 'b' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    // leaving every screen stops watching the connection too
    off();
    await vi.advanceTimersByTimeAsync(RELEASE_MS + 10);
    expect(stopConnect).toHaveBeenCalledTimes(1);
  });
});
