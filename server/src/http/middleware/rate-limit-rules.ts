import { BlockList, isIP } from 'node:net';

/**
 * Pure rate-limit logic (contract §11), no Fastify. Types mirror settings `rateLimits` / `trustedProxy`.
 */

type RateLimitAudience = '' | '@guest' | '@auth';

export interface Rule {
  label: string;
  audience: RateLimitAudience;
  /** window length in seconds */
  duration: number;
  maxRequests: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  rules: readonly Rule[];
  excludedIPs: readonly string[];
}

export interface RateLimitRequest {
  ip: string;
  path: string;
  method: string;
  /** set on collection routes: enables `<collection>:<tag>` labels */
  collectionName?: string;
  /** route tags, most specific first (e.g. ['authWithPassword', 'auth']) */
  tags: string[];
  isAuth: boolean;
  isSuperuser: boolean;
  /** ms since epoch; defaults to Date.now() */
  now?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** the rule that applied (absent when no rule matched or the caller is exempt) */
  rule?: Rule;
}

interface Window {
  start: number;
  count: number;
  expires: number;
}

/** Normalises an address: strips IPv4-mapped IPv6 prefixes, brackets and ports. '' when not an IP. */
export function normalizeIp(raw: string | undefined | null): string {
  let v = (raw ?? '').trim();
  if (!v) return '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v);
  if (mapped) v = mapped[1]!;
  return isIP(v) ? v.toLowerCase() : '';
}

/** Builds a matcher for a list of IPs and CIDR ranges (invalid entries are ignored). */
export function ipMatcher(list: readonly string[]): (ip: string) => boolean {
  const block = new BlockList();
  let any = false;
  for (const entry of list) {
    const [addr, bits] = entry.trim().split('/');
    const ip = normalizeIp(addr);
    if (!ip) continue;
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) block.addAddress(ip, type);
      else block.addSubnet(ip, Number(bits), type);
      any = true;
    } catch {
      // invalid prefix length: skip (settings validation reports it)
    }
  }
  return (raw) => {
    if (!any) return false;
    const ip = normalizeIp(raw);
    if (!ip) return false;
    return block.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  };
}

export interface RateLimiterOptions {
  /** hard cap on tracked (rule, IP) windows; oldest are dropped past it */
  maxEntries?: number;
  /** prune expired windows every this many checks */
  pruneEvery?: number;
}

/** requests counted in one window since the last drain (shared with the other instances) */
export interface RateDelta {
  key: string;
  start: number;
  expires: number;
  n: number;
}

export class RateLimiter {
  /** set to collect counted requests for drain() (several instances sharing their counts) */
  sharing = false;
  private pending = new Map<string, RateDelta>();
  private config: RateLimitConfig = { enabled: false, rules: [], excludedIPs: [] };
  private excluded: (ip: string) => boolean = () => false;
  private readonly windows = new Map<string, Window>();
  private readonly maxEntries: number;
  private readonly pruneEvery: number;
  private checks = 0;

  constructor(config?: RateLimitConfig, opts: RateLimiterOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 100_000;
    this.pruneEvery = opts.pruneEvery ?? 1_000;
    if (config) this.updateRules(config);
  }

  /** Applies new settings. Windows are keyed by the rule's full definition, so changed rules start fresh. */
  updateRules(config: RateLimitConfig): void {
    const rules = (Array.isArray(config?.rules) ? config.rules : []).filter(
      (r) => r && typeof r.label === 'string' && r.label && r.duration >= 1 && r.maxRequests >= 1,
    );
    this.config = {
      enabled: config?.enabled === true,
      rules: rules.map((r) => ({ ...r, audience: r.audience ?? '' })),
      excludedIPs: Array.isArray(config?.excludedIPs) ? [...config.excludedIPs] : [],
    };
    this.excluded = ipMatcher(this.config.excludedIPs);
  }

  /** Labels in lookup order: `<collection>:<tag>`…, `*:<tag>`…, `METHOD /path`, `/path`. */
  static labels(req: Pick<RateLimitRequest, 'path' | 'method' | 'collectionName' | 'tags'>): string[] {
    const tags = req.tags ?? [];
    const out: string[] = [];
    if (req.collectionName) for (const t of tags) out.push(`${req.collectionName}:${t}`);
    for (const t of tags) out.push(`*:${t}`);
    out.push(`${req.method.toUpperCase()} ${req.path}`, req.path);
    return out;
  }

  /** First rule hit: per label, an exact label before prefix (`…/`) rules; audience must match. */
  findRule(labels: string[], isAuth: boolean): Rule | undefined {
    const audienceOk = (r: Rule) => r.audience === '' || r.audience === (isAuth ? '@auth' : '@guest');
    const rules = this.config.rules.filter(audienceOk);
    const prefixRules = rules.filter((r) => r.label.endsWith('/'));
    for (const label of labels) {
      const exact = rules.find((r) => r.label === label);
      if (exact) return exact;
      const prefix = prefixRules.find((r) => `${label}/`.startsWith(r.label));
      if (prefix) return prefix;
    }
    return undefined;
  }

  check(req: RateLimitRequest): RateLimitResult {
    if (!this.config.enabled || req.isSuperuser) return { allowed: true };
    const ip = normalizeIp(req.ip) || (req.ip ?? '').trim();
    if (!ip || this.excluded(ip)) return { allowed: true };
    const rule = this.findRule(RateLimiter.labels(req), req.isAuth);
    if (!rule) return { allowed: true };

    const now = req.now ?? Date.now();
    if (++this.checks % this.pruneEvery === 0) this.prune(now);
    const key = `${rule.label}\u0000${rule.audience}\u0000${rule.duration}\u0000${rule.maxRequests}\u0000${ip}`;
    const durationMs = rule.duration * 1000;
    let win = this.windows.get(key);
    if (!win || now - win.start >= durationMs || now < win.start) {
      if (win) this.windows.delete(key);
      win = { start: now, count: 0, expires: now + durationMs };
      this.windows.set(key, win);
      if (this.windows.size > this.maxEntries) this.prune(now);
    }
    if (win.count >= rule.maxRequests) return { allowed: false, rule };
    win.count++;
    if (this.sharing) {
      const d = this.pending.get(key);
      if (d && d.start === win.start) d.n++;
      else this.pending.set(key, { key, start: win.start, expires: win.expires, n: 1 });
    }
    return { allowed: true, rule };
  }

  /** the requests counted here since the last call */
  drain(): RateDelta[] {
    const out = [...this.pending.values()];
    this.pending = new Map();
    return out;
  }

  /** adds requests counted by another instance to the same windows */
  absorb(deltas: readonly RateDelta[], now: number = Date.now()): void {
    for (const d of deltas) {
      if (typeof d?.key !== 'string' || !(d.n > 0) || !(d.expires > now)) continue;
      let win = this.windows.get(d.key);
      if (!win || win.expires <= now) {
        win = { start: d.start, count: 0, expires: d.expires };
        this.windows.set(d.key, win);
      }
      win.count += d.n;
    }
  }

  /** Drops expired windows; past `maxEntries` also the oldest ones. */
  prune(now: number = Date.now()): void {
    for (const [key, win] of this.windows) if (win.expires <= now) this.windows.delete(key);
    while (this.windows.size > this.maxEntries) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }

  get size(): number {
    return this.windows.size;
  }
}

export interface TrustedProxyConfig {
  headers: readonly string[];
  useLeftmostIP: boolean;
}

export interface ClientAddressSource {
  remoteAddress?: string | null;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The client IP: from the first configured trusted header holding a valid IP (its leftmost or rightmost entry
 * per `useLeftmostIP`), else the socket address. Headers are ignored unless configured. '' if nothing valid.
 */
export function clientIp(src: ClientAddressSource, trustedProxy?: TrustedProxyConfig | null): string {
  for (const name of trustedProxy?.headers ?? []) {
    const wanted = name.trim().toLowerCase();
    if (!wanted) continue;
    let raw: string | string[] | undefined;
    for (const [k, v] of Object.entries(src.headers ?? {})) if (k.toLowerCase() === wanted) raw = v;
    if (raw === undefined) continue;
    const parts = (Array.isArray(raw) ? raw.join(',') : raw).split(',').map((p) => p.trim()).filter(Boolean);
    const picked = trustedProxy?.useLeftmostIP ? parts[0] : parts[parts.length - 1];
    const ip = normalizeIp(picked);
    if (ip) return ip;
  }
  return normalizeIp(src.remoteAddress);
}
