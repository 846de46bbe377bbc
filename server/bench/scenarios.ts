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
  p95: number;
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
  const times: number[] = [];
  const t0 = performance.now();
  let last = t0;
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
    // autocannon's own histogram has 1 ms resolution; keep the hrtime-based times of 2xx responses
    inst.on('response', (_c, status, _b, ms) => {
      last = performance.now();
      if (status >= 200 && status < 300) times.push(ms);
    });
    const cap = setTimeout(
      () => {
        stoppedAtCap = true;
        inst.stop();
      },
      (load.capSeconds ?? (load.amount ? 120 : (load.duration ?? 10) + 30)) * 1000,
    );
  });
  // from the first request to the last response (autocannon's own duration is padded to its 1 s ticks)
  const seconds = (last - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (q: number): number =>
    times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! : 0;
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(s.count);
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const failure = before ?? (result.non2xx > 0 ? await probe(load.url, load.headers) : undefined);
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    requests,
    mean: times.length ? times.reduce((a, b) => a + b, 0) / times.length : 0,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    max: pct(1),
    non2xx: result.non2xx,
    errors: result.errors,
    seconds,
    stoppedAtCap,
    statusCodes,
    ...(failure ? { failure } : {}),
  };
}
