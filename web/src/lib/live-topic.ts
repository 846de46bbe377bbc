/**
 * One shared realtime subscription per collection topic, reference-counted, released a little after
 * its last listener leaves. Screens that subscribe and unsubscribe as the user navigates would
 * otherwise drop the topic (and the SDK its connection) between two screens and miss events.
 *
 * While any topic is open the connection is watched: when it drops (network, server restart, or a
 * server that ended the stream because it could not replay what was missed) and the SDK connects
 * again (a new `PB_CONNECT`), events may have been missed, so every query on screen is refetched.
 */
import type { RecordSubscription } from 'pocketbase';
import { pb } from './api-client';
import { getQueryClient } from './query-client';

type Listener = (e: RecordSubscription<Record<string, unknown>>) => void;

interface Topic {
  listeners: Set<Listener>;
  stop: Promise<(() => Promise<void>) | null>;
  release: ReturnType<typeof setTimeout> | null;
}

const topics = new Map<string, Topic>();
export const RELEASE_MS = 5_000;

let dropped = false;
let watch: Promise<(() => Promise<void>) | null> | null = null;

/** called when the SDK connected again after an interrupted stream */
function afterReconnect(): void {
  void getQueryClient().invalidateQueries();
}

function watchConnection(): void {
  if (watch) return;
  pb.realtime.onDisconnect = (active) => {
    if (active.length > 0) dropped = true;
  };
  watch = pb.realtime
    .subscribe('PB_CONNECT', () => {
      if (!dropped) return;
      dropped = false;
      afterReconnect();
    })
    .catch(() => null);
}

function unwatchConnection(): void {
  if (topics.size > 0 || !watch) return;
  const current = watch;
  watch = null;
  dropped = false;
  void current.then((stop) => stop?.()).catch(() => undefined);
}

/** Listens to every record event of a collection; returns the function that stops listening. */
export function listenToCollection(collection: string, listener: Listener): () => void {
  let topic = topics.get(collection);
  if (!topic) {
    watchConnection();
    const created: Topic = { listeners: new Set(), stop: Promise.resolve(null), release: null };
    created.stop = pb
      .collection(collection)
      .subscribe('*', (e) => {
        for (const l of created.listeners) l(e as RecordSubscription<Record<string, unknown>>);
      })
      .catch(() => null);
    topics.set(collection, created);
    topic = created;
  }
  if (topic.release) clearTimeout(topic.release);
  topic.release = null;
  topic.listeners.add(listener);
  const current = topic;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.release = setTimeout(() => {
      if (current.listeners.size > 0 || topics.get(collection) !== current) return;
      topics.delete(collection);
      void current.stop.then((stop) => stop?.()).catch(() => undefined);
      unwatchConnection();
    }, RELEASE_MS);
  };
}
