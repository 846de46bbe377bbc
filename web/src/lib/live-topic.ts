/**
 * One shared realtime subscription per collection topic, reference-counted, released a little after
 * its last listener leaves. Screens that subscribe and unsubscribe as the user navigates would
 * otherwise drop the topic (and the SDK its connection) between two screens and miss events.
 */
import type { RecordSubscription } from 'pocketbase';
import { pb } from './api-client';

type Listener = (e: RecordSubscription<Record<string, unknown>>) => void;

interface Topic {
  listeners: Set<Listener>;
  stop: Promise<(() => Promise<void>) | null>;
  release: ReturnType<typeof setTimeout> | null;
}

const topics = new Map<string, Topic>();
export const RELEASE_MS = 5_000;

/** Listens to every record event of a collection; returns the function that stops listening. */
export function listenToCollection(collection: string, listener: Listener): () => void {
  let topic = topics.get(collection);
  if (!topic) {
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
    }, RELEASE_MS);
  };
}
