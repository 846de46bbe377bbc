/**
 * Realtime behind a load balancer without session affinity (issue 21): the SDK's
 * `POST /api/realtime {clientId, subscriptions}` may reach an instance that does not hold the
 * client's SSE stream. That instance relays the change over the cluster bus; every instance
 * answers (the owner with the outcome of the same checks as a local POST, with the caller's token
 * resolved again on the owner; the others with "not mine"). The relaying instance waits for the
 * owner's answer, or for every other instance to say "not mine" (PocketBase's 404), or at most
 * RELAY_TIMEOUT_MS (an instance that is still starting or has just died never answers).
 */
import { randomUUID } from 'node:crypto';
import type { CoreApp } from '../core/core-app.js';
import type { Broker } from '../realtime/broker.js';
import type { ClusterBus } from '../storage/cluster-bus.js';
import { ApiError } from '../util/api-error.js';
import {
  applySubscription,
  type RealtimeRelay,
  type RelayAnswer,
  type RelayedSubscribe,
} from '../http/routes/realtime.js';
import { authForToken } from '../http/request-context.js';

const RELAY_TIMEOUT_MS = Number(process.env['COVEY_REALTIME_RELAY_TIMEOUT_MS']) || 3000;

interface RelayRequest extends RelayedSubscribe {
  /** request id */
  r: string;
  /** the asking instance (answers go to it only) */
  from: string;
}

interface RelayReply {
  r: string;
  to: string;
  /** false: this instance does not hold the client */
  held: boolean;
  answer?: RelayAnswer;
}

interface Pending {
  misses: number;
  peers: number | null;
  done: (answer: RelayAnswer | null) => void;
}

export function installRealtimeRelay(core: CoreApp, broker: Broker, bus: ClusterBus): RealtimeRelay {
  const pending = new Map<string, Pending>();

  const settleIfAllMissed = (p: Pending) => {
    if (p.peers !== null && p.misses >= p.peers) p.done(null);
  };

  bus.on('rt-sub', async (payload) => {
    const req = JSON.parse(payload) as RelayRequest;
    const client = broker.get(req.clientId);
    const reply: RelayReply = { r: req.r, to: req.from, held: !!client };
    if (client) {
      try {
        const auth = await authForToken(core, req.token, req.ip);
        applySubscription(client, req, auth);
        reply.answer = { status: 204 };
      } catch (err) {
        reply.answer =
          err instanceof ApiError
            ? { status: err.status, message: err.message, data: err.data }
            : { status: 400, message: 'Failed to update the realtime subscriptions.' };
        if (!(err instanceof ApiError)) console.error('relayed realtime subscription failed', err);
      }
    }
    await bus.publish('rt-ack', JSON.stringify(reply));
  });

  bus.on('rt-ack', (payload) => {
    const reply = JSON.parse(payload) as RelayReply;
    if (reply.to !== bus.origin) return;
    const p = pending.get(reply.r);
    if (!p) return;
    if (reply.held) p.done(reply.answer ?? { status: 204 });
    else {
      p.misses++;
      settleIfAllMissed(p);
    }
  });

  return {
    async forward(change) {
      const r = randomUUID();
      const answer = new Promise<RelayAnswer | null>((resolve) => {
        const timer = setTimeout(() => p.done(null), RELAY_TIMEOUT_MS);
        const p: Pending = {
          misses: 0,
          peers: null,
          done: (a) => {
            clearTimeout(timer);
            pending.delete(r);
            resolve(a);
          },
        };
        pending.set(r, p);
        bus.peerCount().then(
          (n) => {
            p.peers = n;
            settleIfAllMissed(p);
          },
          () => undefined,
        );
      });
      const req: RelayRequest = { ...change, r, from: bus.origin };
      await bus.publish('rt-sub', JSON.stringify(req)).catch((err: unknown) => {
        console.error('cluster publish (rt-sub) failed', err);
        pending.get(r)?.done(null);
      });
      return answer;
    },
  };
}
