/** A fetch stub at the HTTP boundary: handlers keyed by "METHOD /path" answer with [status, json]. */
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type StubHandler = (req: StubRequest) => [number, unknown] | Promise<[number, unknown]>;

export function stubFetch(handlers: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // leave as text
      }
    }
    const req: StubRequest = { method, url, body, headers: new Headers(init?.headers) };
    calls.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    const [status, json] = handler
      ? await handler(req)
      : [404, { status: 404, message: "The requested resource wasn't found.", data: {} }];
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
