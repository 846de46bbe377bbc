/**
 * A load balancer without session affinity, for tests: each request goes to the next upstream in
 * turn (streamed both ways, so an SSE stream stays open through it).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** upstream index each request went to, in arrival order, with its method and path */
  log: { upstream: number; method: string; path: string }[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const log: RoundRobinProxy['log'] = [];
  const server: Server = createServer((req, res) => {
    const upstream = next++ % upstreams.length;
    log.push({ upstream, method: req.method ?? 'GET', path: req.url ?? '/' });
    const target = new URL(req.url ?? '/', upstreams[upstream]);
    const out = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => out.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
