/** Runs one load scenario with autocannon and captures what the report needs. */
import autocannon from 'autocannon';
import type { Result } from 'autocannon';

export interface Load {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** seconds; ignored when `amount` is set */
  duration?: number;
  /** total number of requests (closed loop) */
  amount?: number;
  /** per-request timeout in seconds */
  timeout?: number;
  /** hard cap on the scenario's wall time in seconds (stops autocannon early) */
  capSeconds?: number;
}

export interface Measured {
  rps: number;
  requests: number;
  mean: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  seconds: number;
  stoppedAtCap: boolean;
  statusCodes: Record<string, number>;
  /** first failing response seen by a probe (request, status, body), if any */
  failure?: string;
}

/** One plain request, to check the scenario answers 200 and to capture a failure's body. */
export async function probe(url: string, headers: Record<string, string> = {}): Promise<string | undefined> {
  try {
    const res = await fetch(url, { headers });
    if (res.ok) {
      await res.arrayBuffer();
      return undefined;
    }
    return `GET ${url} -> ${res.status} ${(await res.text()).slice(0, 500)}`;
  } catch (err) {
    return `GET ${url} -> ${(err as Error).message}`;
  }
}

export async function measure(load: Load): Promise<Measured> {
  const before = await probe(load.url, load.headers);
  let stoppedAtCap = false;
  const result = await new Promise<Result>((resolve, reject) => {
    const inst = autocannon(
      {
        url: load.url,
        headers: load.headers ?? {},
        connections: load.connections,
        ...(load.amount ? { amount: load.amount } : { duration: load.duration ?? 10 }),
        timeout: load.timeout ?? 10,
      },
      (err, res) => {
        clearTimeout(cap);
        if (err) reject(err);
        else resolve(res);
      },
    );
    const cap = setTimeout(() => {
      stoppedAtCap = true;
      inst.stop();
    }, (load.capSeconds ?? 600) * 1000);
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(s.count);
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const failure = before ?? (result.non2xx > 0 ? await probe(load.url, load.headers) : undefined);
  return {
    rps: result.duration > 0 ? requests / result.duration : 0,
    requests,
    mean: result.latency.mean ?? result.latency.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    seconds: result.duration,
    stoppedAtCap,
    statusCodes,
    ...(failure ? { failure } : {}),
  };
}
