/**
 * Several Covey instances on one PostgreSQL database behave as one (issue 21): record changes
 * made on any instance reach the realtime subscribers of every instance (the message carries the
 * row as it was committed, so a quick update or delete after it cannot change what the others
 * publish; a row too large for NOTIFY travels by id through the bus's table), each instance
 * checking its own subscribers' rules. Record events are durable on the bus: an instance whose
 * connection to the others dropped replays them in order when it is back, and closes its realtime
 * streams (the SDK reconnects with a new PB_CONNECT) when it was away too long (decision 0027);
 * collection
 * schema and settings changes are reloaded everywhere, and timed cron jobs run on one instance
 * per slot. Nothing is installed without a cluster bus (SQLite).
 */
import type { CoreApp } from '../core/core-app.js';
import type { Broker } from '../realtime/broker.js';
import type { Scheduler } from '../cron/scheduler.js';
import type { ClusterBus } from '../storage/cluster-bus.js';
import type { Row } from '../storage/database.js';
import { publishRecordEvent } from '../core/realtime/record-publisher.js';
import { findRecordById } from '../core/records/record-queries.js';
import { recordFromRow, recordToDb, type RecordModel } from '../core/records/record.js';
import { authAllowed } from '../core/auth/auth-gate.js';
import type { AuthInfo } from '../core/rules/request-info.js';
import type { RateLimitShare } from '../http/middleware/rate-limit.js';
import type { RateDelta } from '../http/middleware/rate-limit-rules.js';
import { accountThrottle, type ThrottleEvent } from '../core/auth/account-throttle.js';

type Action = 'create' | 'update' | 'delete';

interface RecordMessage {
  a: Action;
  /** collection id */
  c: string;
  id: string;
  /** the row as committed */
  row?: Row;
}

/** the scheduled slot a timer fire belongs to: the nearest minute (or second for 6-field expressions) */
function cronSlot(expression: string, now = Date.now()): string {
  const step = expression.trim().split(/\s+/).length >= 6 ? 1000 : 60_000;
  return new Date(Math.round(now / step) * step).toISOString();
}

/** rate-limit counts pooled across the instances (each sends what it counted every 200 ms) */
export function rateLimitShare(bus: ClusterBus): RateLimitShare {
  return {
    publish: (deltas) => {
      void bus
        .publish('ratelimit', JSON.stringify(deltas))
        .catch((err: unknown) => console.error('cluster publish (ratelimit) failed', err));
    },
    subscribe: (fn) => bus.on('ratelimit', (payload) => fn(JSON.parse(payload) as RateDelta[])),
  };
}

export function installCluster(core: CoreApp, broker: Broker, scheduler: Scheduler, bus: ClusterBus): () => void {
  const off: (() => void)[] = [];
  let remoteSchema = 0;
  let remoteSettings = 0;

  const send = (channel: string, payload: string, durable = false) => {
    void bus
      .publish(channel, payload, { durable })
      .catch((err: unknown) => console.error(`cluster publish (${channel}) failed`, err));
  };
  const recordMessage = (a: Action, r: RecordModel) => {
    const msg: RecordMessage = { a, c: r.collection.id, id: String(r.data['id']), row: recordToDb(r) };
    send('record', JSON.stringify(msg), true);
  };
  off.push(core.hooks.recordAfterCreate.add((e) => recordMessage('create', e.record)));
  off.push(core.hooks.recordAfterUpdate.add((e) => recordMessage('update', e.record)));
  off.push(core.hooks.recordAfterDelete.add((e) => recordMessage('delete', e.record)));

  const sameAuth = (r: RecordModel) => (auth: unknown) => {
    const a = auth as AuthInfo | null;
    return !!a && a.collection.id === r.collection.id && a.record['id'] === r.data['id'];
  };
  bus.on('record', async (payload) => {
    const msg = JSON.parse(payload) as RecordMessage;
    const c = core.getCollection(msg.c);
    if (!c) return;
    let record: RecordModel | null;
    if (msg.row) record = recordFromRow(c, msg.row);
    else record = msg.a === 'delete' ? null : await findRecordById(core.db, c, msg.id);
    if (!record) return;
    if (c.type === 'auth') {
      if (msg.a === 'delete') broker.discardAuth(sameAuth(record));
      else {
        const tokenKey = record.data['tokenKey'];
        const allowed = await authAllowed(core, record, 'token');
        broker.discardAuth(
          (auth) => sameAuth(record)(auth) && (!allowed || (auth as AuthInfo).record['tokenKey'] !== tokenKey),
        );
      }
    }
    await publishRecordEvent(core, broker, msg.a, record);
  });

  off.push(
    core.hooks.collectionsChanged.add(() => {
      if (!remoteSchema) send('schema', '');
    }),
  );
  const reloadSchema = async () => {
    remoteSchema++;
    try {
      await core.collections.load();
      await core.hooks.collectionsChanged.triggerSafe({ collections: core.collections.all() });
    } finally {
      remoteSchema--;
    }
  };
  bus.on('schema', reloadSchema);

  off.push(
    core.settings.onChange(() => {
      if (!remoteSettings) send('settings', '');
    }),
  );
  const reloadSettings = async () => {
    remoteSettings++;
    try {
      await core.settings.load();
    } finally {
      remoteSettings--;
    }
  };
  bus.on('settings', reloadSettings);

  // password failures against one account count on every instance (decision 0008's throttle)
  const throttle = accountThrottle(core);
  off.push(throttle.onLocal((e) => send('throttle', JSON.stringify(e))));
  bus.on('throttle', (payload) => throttle.apply(JSON.parse(payload) as ThrottleEvent));

  // other messages sent while the connection was down are lost: catch up on what they would have
  // changed (before the record events of that time are replayed, so they meet the current schema)
  bus.onReconnect(async () => {
    await reloadSchema().catch(() => undefined);
    await reloadSettings().catch(() => undefined);
  });
  // record events were lost for good (away longer than the replay window): rather than let
  // subscribers believe they saw everything, end their streams; the SDK reconnects (PB_CONNECT)
  // and the app refetches what it shows
  bus.onMissed(() => broker.closeAll());

  scheduler.setGate((jobId, expression) => bus.claimCronSlot(jobId, cronSlot(expression)));
  return () => {
    for (const f of off.splice(0)) f();
  };
}
