import type { RealtimeClient } from './client.js';
import { fanOut, type FanOutResult } from './fan-out.js';
import type { Subscription } from './subscription.js';

/** One subscription of one client, as found through the topic index. */
export interface SubscriptionMatch {
  client: RealtimeClient;
  /** the full key as sent (the SSE event name) */
  key: string;
  subscription: Subscription;
}

export interface BrokerOptions {
  /** recipients processed per event-loop turn (default 150) */
  chunkSize?: number;
  /** called when a send/deliver callback throws (never rethrown) */
  onError?: (err: unknown) => void;
}

/**
 * Registry of realtime clients with a topic → clients index. Knows nothing about records:
 * the record layer asks for the subscribers of `posts/*`, `posts/<id>`… and sends what each may see.
 */
export class Broker {
  readonly chunkSize: number;
  #clients = new Map<string, RealtimeClient>();
  #index = new Map<string, Set<RealtimeClient>>();
  #onError: ((err: unknown) => void) | undefined;

  constructor(opts: BrokerOptions = {}) {
    this.chunkSize = opts.chunkSize ?? 150;
    this.#onError = opts.onError;
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Adds the client (its current and future subscriptions get indexed); a discarded client unregisters itself. */
  register(client: RealtimeClient): void {
    const existing = this.#clients.get(client.id);
    if (existing === client) return;
    if (existing) this.unregister(existing.id);
    this.#clients.set(client.id, client);
    this.#reindex(client, [], client.topics());
    client.onSubscriptionsChanged = (c, before, after) => {
      if (this.#clients.get(c.id) === c) this.#reindex(c, before, after);
    };
    client.onDiscard((c) => {
      if (this.#clients.get(c.id) === c) this.unregister(c.id);
    });
  }

  /** Removes the client from the registry and index and discards it (closing its stream). */
  unregister(id: string): void {
    const client = this.#clients.get(id);
    if (!client) return;
    this.#clients.delete(id);
    this.#reindex(client, client.topics(), []);
    client.onSubscriptionsChanged = null;
    client.discard('unregistered');
  }

  get(id: string): RealtimeClient | undefined {
    return this.#clients.get(id);
  }

  clients(): IterableIterator<RealtimeClient> {
    return this.#clients.values();
  }

  /** distinct subscribed topics (key parts before `?`) */
  topics(): IterableIterator<string> {
    return this.#index.keys();
  }

  /** Every subscription whose topic is exactly one of `topics` (e.g. `['posts/*', 'posts', 'posts/abc']`). */
  subscriptionsOf(...topics: string[]): SubscriptionMatch[] {
    const out: SubscriptionMatch[] = [];
    for (const topic of new Set(topics)) {
      const set = this.#index.get(topic);
      if (set) for (const client of set) pushMatches(out, client, topic);
    }
    return out;
  }

  /** Subscriptions whose topic satisfies `predicate`; scans distinct topics, not clients. */
  subscriptionsMatching(predicate: (topic: string) => boolean): SubscriptionMatch[] {
    const out: SubscriptionMatch[] = [];
    for (const [topic, set] of this.#index) {
      if (!predicate(topic)) continue;
      for (const client of set) pushMatches(out, client, topic);
    }
    return out;
  }

  /** Subscriptions whose topic starts with `prefix` (e.g. `posts/`). */
  subscriptionsWithPrefix(prefix: string): SubscriptionMatch[] {
    return this.subscriptionsMatching((t) => t.startsWith(prefix));
  }

  /**
   * Chunked delivery helper: runs `fn` for every match, yielding between chunks; a throwing or
   * rejecting `fn` is reported to onError and never stops the loop.
   */
  deliver<T>(items: Iterable<T>, fn: (item: T) => void | Promise<void>): Promise<FanOutResult> {
    const onError = this.#onError;
    return fanOut(items, fn, { chunkSize: this.chunkSize, onError: onError ? (e) => onError(e) : undefined });
  }

  /** Sends `data` (already serialised) to every subscription of the custom `topic`; event name = key. */
  broadcast(topic: string, data: string): Promise<FanOutResult> {
    return this.deliver(this.subscriptionsOf(topic), (m) => {
      m.client.send({ name: m.key, data });
    });
  }

  /** Turns every client whose auth satisfies `predicate` into a guest (auth = null). Returns the count. */
  discardAuth(predicate: (auth: unknown, client: RealtimeClient) => boolean): number {
    let n = 0;
    for (const client of this.#clients.values()) {
      if (client.auth === null || client.auth === undefined) continue;
      let hit = false;
      try {
        hit = predicate(client.auth, client);
      } catch (err) {
        this.#onError?.(err);
      }
      if (hit) {
        client.auth = null;
        n++;
      }
    }
    return n;
  }

  /** Discards every client (e.g. on shutdown). */
  closeAll(): void {
    for (const id of [...this.#clients.keys()]) this.unregister(id);
  }

  #reindex(client: RealtimeClient, before: string[], after: string[]): void {
    const keep = new Set(after);
    for (const t of before) {
      if (keep.has(t)) continue;
      const set = this.#index.get(t);
      if (!set) continue;
      set.delete(client);
      if (set.size === 0) this.#index.delete(t);
    }
    for (const t of after) {
      let set = this.#index.get(t);
      if (!set) this.#index.set(t, (set = new Set()));
      set.add(client);
    }
  }
}

function pushMatches(out: SubscriptionMatch[], client: RealtimeClient, topic: string): void {
  for (const key of client.keysForTopic(topic)) {
    const subscription = client.subscriptions.get(key);
    if (subscription) out.push({ client, key, subscription });
  }
}
