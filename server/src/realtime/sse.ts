import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DiscardReason, RealtimeClient } from './client.js';

const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
};

export interface SseOptions {
  /** close after this long without any message to the client (default 5 min) */
  idleTimeoutMs?: number;
  /** close after this long regardless (default 30 min) */
  maxLifetimeMs?: number;
  /** called once when the stream ends, with the reason */
  onClose?: (reason: DiscardReason) => void;
}

export interface SseHandle {
  /** Ends the stream gracefully (idempotent). */
  close(): void;
  /** resolves with the reason once the stream is closed */
  readonly closed: Promise<DiscardReason>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;
const DEFAULT_MAX_LIFETIME_MS = 30 * 60_000;

/**
 * Turns `res` into the client's SSE stream: writes the headers and the `PB_CONNECT` frame, wires
 * backpressure (`drain` → client.flush), the idle and lifetime timers, and cleanup on abort.
 * When the stream ends for any reason the client is discarded (a Broker then unregisters it).
 * With Fastify: `reply.hijack()` then pass `request.raw`, `reply.raw`.
 */
export function openSseStream(
  req: IncomingMessage,
  res: ServerResponse,
  client: RealtimeClient,
  opts: SseOptions = {},
): SseHandle {
  const idleMs = opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const lifetimeMs = opts.maxLifetimeMs ?? DEFAULT_MAX_LIFETIME_MS;
  let resolveClosed!: (r: DiscardReason) => void;
  const closed = new Promise<DiscardReason>((r) => (resolveClosed = r));
  let idleTimer: NodeJS.Timeout | undefined;
  let done = false;

  const finish = (reason: DiscardReason) => {
    if (done) return;
    done = true;
    clearTimeout(idleTimer);
    clearTimeout(lifeTimer);
    res.off('close', onAbort);
    res.off('error', onAbort);
    res.off('drain', onDrain);
    res.socket?.off('drain', onDrain);
    client.discard(reason); // no-op if the client discarded itself
    try {
      opts.onClose?.(client.discardReason ?? reason);
    } catch {
      // observer failures are not ours to handle
    }
    resolveClosed(client.discardReason ?? reason);
  };

  // note: IncomingMessage 'close' fires once a GET body is read (Node ≥16), so only the response is watched
  const onAbort = () => finish('closed');
  const onDrain = () => client.flush();

  const checkIdle = () => {
    const since = Date.now() - client.lastMessageAt;
    if (since >= idleMs) finish('idle');
    else idleTimer = setTimeout(checkIdle, idleMs - since).unref();
  };

  res.writeHead(200, SSE_HEADERS);
  res.socket?.setNoDelay(true);
  res.socket?.setTimeout(0);
  res.on('close', onAbort);
  res.on('error', onAbort);
  res.on('drain', onDrain);
  // Frames of a chunked response go straight to the socket as one ready-framed chunk (one write
  // call instead of res.write's cork, four buffered pieces and a next-tick writev: the fan-out of one
  // event to thousands of clients is mostly these writes). Headers are flushed first; res.end()
  // still writes the closing chunk. Anything else (HTTP/1.0, no socket) goes through res.write.
  res.flushHeaders();
  const socket = res.socket;
  const direct = !!socket && res.chunkedEncoding;
  if (direct) socket.on('drain', onDrain);
  const writeFrame = (chunk: string): boolean => {
    if (!direct) return res.write(chunk);
    return socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
  };

  client.attach({
    write: (chunk) => (res.destroyed || res.writableEnded ? true : writeFrame(chunk)),
    close: (abort) => {
      if (abort) res.destroy();
      else if (!res.writableEnded) res.end();
      // the client discarded itself (slow consumer, error, unregistered): settle the stream
      queueMicrotask(() => finish(client.discardReason ?? 'closed'));
    },
  });
  client.send({ name: 'PB_CONNECT', data: JSON.stringify({ clientId: client.id }) });

  idleTimer = setTimeout(checkIdle, idleMs).unref();
  const lifeTimer = setTimeout(() => finish('lifetime'), lifetimeMs).unref();
  if (res.destroyed || req.socket.destroyed) finish('closed');

  return { close: () => finish('closed'), closed };
}
