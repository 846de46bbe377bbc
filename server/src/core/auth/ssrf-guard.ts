/**
 * Fetching URLs supplied by third parties (the OAuth2 avatar URL) without reaching internal
 * services: every resolved address is checked (loopback, private, link-local, CGNAT, multicast,
 * unspecified, IPv4-mapped/compatible IPv6 and NAT64 forms of them), the connection goes to the
 * checked address (no DNS rebinding window), redirects are followed manually and re-checked, and
 * the body size is capped.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** the IPv4 address embedded in IPv4-mapped (::ffff:a.b.c.d / ::ffff:7f00:1), IPv4-compatible or NAT64 IPv6 forms */
export function embeddedIpv4(ip: string): string | null {
  const v = ip.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:(?:0:)?|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** true for addresses a server-side fetch must never reach */
export function isBlockedAddress(raw: string): boolean {
  const ip = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(ip);
  if (v4) return isIP(v4) !== 4 || blocked.check(v4, 'ipv4');
  return blocked.check(ip, 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`refusing to fetch ${host}: ${address} is not a public address`);
  }
}

export interface SafeFetchOptions {
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
  /** address policy (tests); defaults to isBlockedAddress */
  isBlocked?: (ip: string) => boolean;
}

export interface SafeFetchResult {
  url: string;
  contentType: string;
  data: Buffer;
}

function guardedLookup(isBlockedFn: (ip: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = (Array.isArray(addresses) ? addresses : [addresses]) as LookupAddress[];
      const bad = list.find((a) => isBlockedFn(a.address));
      if (bad || list.length === 0) return callback(new BlockedAddressError(hostname, bad?.address ?? 'none'), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function getOnce(url: URL, opts: Required<SafeFetchOptions>): Promise<{ status: number; location?: string; contentType: string; data: Buffer }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && opts.isBlocked(host)) return reject(new BlockedAddressError(host, host));
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.get(url, { lookup: guardedLookup(opts.isBlocked), timeout: opts.timeoutMs, headers: { 'user-agent': 'covey-record-store' } }, (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '');
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location, contentType, data: Buffer.alloc(0) });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooBig = false;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          tooBig = true;
          reject(new Error(`response larger than ${opts.maxBytes} bytes`));
          res.destroy();
          req.destroy();
          return;
        }
        chunks.push(c);
      });
      res.on('end', () => {
        if (!tooBig) resolve({ status, contentType, data: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
  });
}

/** GETs a public http(s) URL; throws for blocked addresses, bad schemes, non-2xx, too big or too many redirects */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const opts: Required<SafeFetchOptions> = {
    maxBytes: options.maxBytes ?? 5 << 20,
    maxRedirects: options.maxRedirects ?? 3,
    timeoutMs: options.timeoutMs ?? 10_000,
    isBlocked: options.isBlocked ?? isBlockedAddress,
  };
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported URL scheme ${url.protocol}`);
    if (url.username || url.password) throw new Error('URLs with credentials are not fetched');
    const res = await getOnce(url, opts);
    if (res.location !== undefined) {
      if (hop >= opts.maxRedirects) throw new Error('too many redirects');
      url = new URL(res.location, url);
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw new Error(`unexpected status ${res.status}`);
    return { url: url.toString(), contentType: res.contentType, data: res.data };
  }
}

/** a lookup that gives up (as unresolved) after this long, so a settings save never hangs on DNS */
const RESOLVE_TIMEOUT_MS = 5_000;

/** every address `host` resolves to (an IP literal is its own), or null when it does not resolve */
function resolveAll(host: string): Promise<LookupAddress[] | null> {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family) return Promise.resolve([{ address: bare, family }]);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), RESOLVE_TIMEOUT_MS);
    timer.unref();
    dnsLookup(bare, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      resolve(err || addresses.length === 0 ? null : addresses);
    });
  });
}

/**
 * The first loopback, link-local or private address `host` resolves to, or null (public, or not
 * resolvable now: connecting checks again). For validating an outbound endpoint when it is saved.
 */
export async function privateAddressOf(host: string): Promise<string | null> {
  const list = await resolveAll(host);
  return list?.find((a) => isBlockedAddress(a.address))?.address ?? null;
}

/**
 * Resolves `host` for a connection about to be made and returns the address to connect to (the
 * connection goes to this checked address: no DNS rebinding window). Throws BlockedAddressError when
 * any address is loopback, link-local or private, unless `allowPrivate` (an operator's explicit
 * choice for that endpoint); throws when the host does not resolve.
 */
export async function outboundAddress(host: string, allowPrivate: boolean): Promise<string> {
  const list = await resolveAll(host);
  if (!list) throw new Error(`${host} does not resolve`);
  const bad = list.find((a) => isBlockedAddress(a.address));
  if (bad && !allowPrivate) throw new BlockedAddressError(host, bad.address);
  return list[0]!.address;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** the operator allowed a loopback/private address for this endpoint */
  allowPrivate: boolean;
  maxBytes?: number;
}

/**
 * One http(s) request to a configured endpoint that carries a secret (a model's API key, a client
 * secret): the connection goes only to addresses checked by `outboundAddress` (every one the name
 * resolves to), redirects are not followed (a secret never goes on to another host) and the answer
 * is capped.
 */
export function outboundRequest(rawUrl: string, req: OutboundRequest): Promise<{ status: number; data: Buffer }> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new Error(`unsupported URL scheme ${url.protocol}`));
  const isBlockedFn = req.allowPrivate ? () => false : isBlockedAddress;
  const maxBytes = req.maxBytes ?? 5 << 20;
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isBlockedFn(host)) return reject(new BlockedAddressError(host, host));
    const mod = url.protocol === 'https:' ? https : http;
    const r = mod.request(url, { method: req.method, headers: req.headers, lookup: guardedLookup(isBlockedFn), signal: AbortSignal.timeout(req.timeoutMs) }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) {
          r.destroy(new Error(`response larger than ${maxBytes} bytes`));
          return;
        }
        chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, data: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(req.body);
  });
}
