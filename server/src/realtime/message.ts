/** One server-sent event: `name` is the SSE `event:` (a subscription key), `data` the already-serialised payload. */
export interface RealtimeEvent {
  name: string;
  data: string;
}

/**
 * Frames one event exactly as PocketBase does: `id:<clientId>\nevent:<name>\ndata:<data>\n\n`.
 * Newlines inside `data` would break the frame, so each extra line gets its own `data:` prefix
 * (the SSE spec joins them back with `\n`). JSON payloads never contain raw newlines.
 */
export function formatSseFrame(clientId: string, event: RealtimeEvent): string {
  const name = event.name.replace(/[\r\n]/g, '');
  const data = event.data.includes('\n') || event.data.includes('\r')
    ? event.data.split(/\r\n|\r|\n/).join('\ndata:')
    : event.data;
  return `id:${clientId}\nevent:${name}\ndata:${data}\n\n`;
}
