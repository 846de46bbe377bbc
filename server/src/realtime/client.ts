import { formatSseFrame, type RealtimeEvent } from './message.js';
import { ALNUM_ALPHABET, randomString } from '../util/random.js';
import { parseSubscription, validateSubscriptionKeys, type Subscription } from './subscription.js';

/** Where a client's frames go (the SSE stream). */
export interface ClientTransport {
  /** Writes one chunk; `false` means the sink is congested: wait for `client.flush()`. */
  write(chunk: string): boolean;
  /** Ends the connection; `abort` = drop it without flushing (slow consumer). */
  close(abort: boolean): void;
}

export type DiscardReason = 'closed' | 'slow' | 'idle' | 'lifetime' | 'unregistered' | 'error';

export interface RealtimeClientOptions {
  id?: string;
  ip?: string;
  auth?: unknown;
  /** outgoing buffer bound in bytes (default 256 KB); exceeding it disconnects the client */
  maxBufferBytes?: number;
}

const DEFAULT_MAX_BUFFER_BYTES = 256 * 1024;

type SubscriptionsListener = (client: RealtimeClient, before: string[], after: string[]) => void;
type DiscardListener = (client: RealtimeClient, reason: DiscardReason) => void;

/** One realtime connection. Knows nothing about records: it holds topics, an opaque auth and a buffer. */
export class RealtimeClient {
  readonly id: string;
  /** opaque auth set by the http layer; `null` = guest */
  auth: unknown;
  ip: string;
  readonly maxBufferBytes: number;
  /** ms timestamp of the last `send` (or of creation); used for the idle timeout */
  lastMessageAt = Date.now();
  /** set by the Broker to keep its topic index in sync */
  onSubscriptionsChanged: SubscriptionsListener | null = null;

  #subs = new Map<string, Subscription>();
  #byTopic = new Map<string, string[]>();
  #queue: string[] = [];
  #queuedBytes = 0;
  #congested = false;
  #transport: ClientTransport | null = null;
  #discarded: DiscardReason | null = null;
  #discardListeners: DiscardListener[] = [];

  constructor(opts: RealtimeClientOptions = {}) {
    this.id = opts.id ?? randomString(40, ALNUM_ALPHABET);
    this.ip = opts.ip ?? '';
    this.auth = opts.auth ?? null;
    this.maxBufferBytes = opts.maxBufferBytes ?? DEFAULT_MAX_BUFFER_BYTES;
  }

  get subscriptions(): ReadonlyMap<string, Subscription> {
    return this.#subs;
  }

  /** Replaces all subscriptions. Throws ApiError 400 (generic message) if the list is invalid. Empty keys are skipped. */
  setSubscriptions(keys: unknown): void {
    validateSubscriptionKeys(keys);
    const before = [...this.#byTopic.keys()];
    this.#subs.clear();
    this.#byTopic.clear();
    for (const key of keys) {
      if (key === '' || this.#subs.has(key)) continue;
      const sub = parseSubscription(key);
      this.#subs.set(key, sub);
      const list = this.#byTopic.get(sub.topic);
      if (list) list.push(key);
      else this.#byTopic.set(sub.topic, [key]);
    }
    this.onSubscriptionsChanged?.(this, before, [...this.#byTopic.keys()]);
  }

  hasSubscription(key: string): boolean {
    return this.#subs.has(key);
  }

  /** distinct topics (key parts before `?`) */
  topics(): string[] {
    return [...this.#byTopic.keys()];
  }

  /** subscription keys whose topic is exactly `topic` */
  keysForTopic(topic: string): readonly string[] {
    return this.#byTopic.get(topic) ?? [];
  }

  /** bytes waiting in this client's own queue (not yet handed to the socket) */
  get bufferedBytes(): number {
    return this.#queuedBytes;
  }

  get discarded(): boolean {
    return this.#discarded !== null;
  }

  get discardReason(): DiscardReason | null {
    return this.#discarded;
  }

  /** Attaches the sink and flushes anything queued before it existed. */
  attach(transport: ClientTransport): void {
    this.#transport = transport;
    this.flush();
  }

  /**
   * Queues/writes one event. Returns false if the client is discarded or was just dropped
   * for exceeding its buffer bound. Never throws.
   */
  send(event: RealtimeEvent): boolean {
    if (this.#discarded) return false;
    this.lastMessageAt = Date.now();
    const frame = formatSseFrame(this.id, event);
    if (this.#transport && !this.#congested && this.#queue.length === 0) {
      try {
        this.#congested = !this.#transport.write(frame);
      } catch {
        this.discard('error');
        return false;
      }
      return true;
    }
    this.#queue.push(frame);
    this.#queuedBytes += Buffer.byteLength(frame);
    if (this.#queuedBytes > this.maxBufferBytes) {
      this.discard('slow');
      return false;
    }
    return true;
  }

  /** Called by the transport when the sink drained: writes the queued frames in one chunk. */
  flush(): void {
    this.#congested = false;
    if (!this.#transport || this.#discarded || this.#queue.length === 0) return;
    const chunk = this.#queue.length === 1 ? this.#queue[0]! : this.#queue.join('');
    this.#queue = [];
    this.#queuedBytes = 0;
    try {
      this.#congested = !this.#transport.write(chunk);
    } catch {
      this.discard('error');
    }
  }

  /** Registers a callback run once when the client is discarded. */
  onDiscard(listener: DiscardListener): void {
    if (this.#discarded) listener(this, this.#discarded);
    else this.#discardListeners.push(listener);
  }

  /** Marks the client dead, drops its queue and closes the transport. Idempotent. */
  discard(reason: DiscardReason = 'closed'): void {
    if (this.#discarded) return;
    this.#discarded = reason;
    this.#queue = [];
    this.#queuedBytes = 0;
    const transport = this.#transport;
    this.#transport = null;
    try {
      transport?.close(reason === 'slow' || reason === 'error');
    } catch {
      // the connection is already gone
    }
    const listeners = this.#discardListeners;
    this.#discardListeners = [];
    for (const l of listeners) {
      try {
        l(this, reason);
      } catch {
        // a listener failure must not stop the others
      }
    }
  }
}
