/**
 * Helpers for realtime tests through the SDK in Node: installs the `eventsource` package as the
 * global EventSource and collects events per subscription.
 */
import { EventSource } from 'eventsource';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

export interface Received {
  action: string;
  record: RecordModel;
}

export async function collect(pb: PocketBase, collection: string, topic: string, options?: Record<string, unknown>) {
  const events: Received[] = [];
  const unsubscribe = await pb.collection(collection).subscribe(topic, (e) => events.push(e as Received), options);
  return { events, unsubscribe };
}

/** waits until `pred` holds or the time is up (then returns false): events arrive asynchronously */
export async function eventually(pred: () => boolean, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pred()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return pred();
}

/** lets in-flight deliveries land before asserting that nothing arrived */
export const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));
