/**
 * The cluster wiring against a stand-in bus (any dialect; decision 0027): record events are
 * published as durable (replayable) messages and other chatter is not; when the bus reports that
 * durable messages were lost for good, every realtime stream of the instance is ended so the SDK
 * reconnects (a fresh PB_CONNECT) instead of silently missing events; the reconnect catch-up
 * (schema, settings) is awaited by the bus before it replays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterBus, ClusterHandler, PublishOptions } from '../storage/cluster-bus.js';
import type { Scheduler } from '../cron/scheduler.js';
import { RealtimeClient } from '../realtime/client.js';
import { createTestApp, type TestApp } from '../../test/harness/test-app.js';
import { installCluster } from './cluster-wiring.js';

class StandInBus implements ClusterBus {
  readonly origin = 'stand-in';
  readonly sent: { channel: string; durable: boolean }[] = [];
  readonly handlers = new Map<string, ClusterHandler>();
  readonly reconnect: (() => void | Promise<void>)[] = [];
  readonly missed: (() => void)[] = [];
  publish(channel: string, _payload: string, opts?: PublishOptions): Promise<void> {
    this.sent.push({ channel, durable: !!opts?.durable });
    return Promise.resolve();
  }
  on(channel: string, handler: ClusterHandler): void {
    this.handlers.set(channel, handler);
  }
  onReconnect(fn: () => void | Promise<void>): void {
    this.reconnect.push(fn);
  }
  onMissed(fn: () => void): void {
    this.missed.push(fn);
  }
  peerCount(): Promise<number> {
    return Promise.resolve(0);
  }
  claimCronSlot(): Promise<boolean> {
    return Promise.resolve(true);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('installCluster (replayable record events)', () => {
  let t: TestApp;
  const bus = new StandInBus();
  let uninstall: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    const scheduler = { setGate: () => undefined } as unknown as Scheduler;
    uninstall = installCluster(t.app.core, t.app.broker, scheduler, bus);
  });

  afterAll(async () => {
    uninstall?.();
    await t?.close();
  });

  it('publishes record events as durable messages, settings notices as plain ones', async () => {
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/collections/users/records/${String(t.records.bob.data['id'])}`,
      auth: 'superuser',
      body: { name: 'Bob 2' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.core.settings.update({ meta: { ...t.app.core.settings.get().meta, appName: 'Replay' } });
    expect(bus.sent).toContainEqual({ channel: 'record', durable: true });
    expect(bus.sent).toContainEqual({ channel: 'settings', durable: false });
  });

  it('ends every realtime stream when durable messages were missed', () => {
    const closed: boolean[] = [];
    for (let i = 0; i < 2; i++) {
      const c = new RealtimeClient({ auth: null });
      c.attach({ write: () => true, close: () => void closed.push(true) });
      t.app.broker.register(c);
      c.setSubscriptions(['users/*']);
    }
    expect(t.app.broker.size).toBe(2);
    for (const fn of bus.missed) fn();
    expect(t.app.broker.size).toBe(0);
    expect(closed).toEqual([true, true]);
  });

  it('catches up on schema and settings before the replay (the bus awaits the listener)', async () => {
    expect(bus.reconnect).toHaveLength(1);
    await expect(Promise.resolve(bus.reconnect[0]!())).resolves.toBeUndefined();
  });
});
