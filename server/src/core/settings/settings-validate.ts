import { isIP } from 'node:net';
import { Cron } from 'croner';
import { fieldError, type ErrorData, type FieldError } from '../../util/api-error.js';

/** Validates a (merged) settings object; returns PocketBase-shaped nested errors, `{}` when valid. */

type Obj = Record<string, unknown>;
type Check = (v: unknown) => FieldError | undefined;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (): FieldError => fieldError('validation_invalid_value', 'Invalid value.');
const blank = (): FieldError => fieldError('validation_required', 'Cannot be blank.');

const str: Check = (v) => (typeof v === 'string' ? undefined : invalid());
const bool: Check = (v) => (typeof v === 'boolean' ? undefined : invalid());
const int: Check = (v) => (typeof v === 'number' && Number.isInteger(v) ? undefined : invalid());
const required: Check = (v) => (v === '' || v === 0 || v === undefined || v === null ? blank() : undefined);
const when = (cond: boolean, c: Check): Check => (v) => (cond ? c(v) : undefined);
const nonEmpty = (c: Check): Check => (v) => (v === '' || v === 0 ? undefined : c(v));
const min = (n: number): Check => (v) =>
  (v as number) < n ? fieldError('validation_min_greater_equal_than_required', `Must be no less than ${n}.`, { threshold: n }) : undefined;
const max = (n: number): Check => (v) =>
  (v as number) > n ? fieldError('validation_max_less_equal_than_required', `Must be no greater than ${n}.`, { threshold: n }) : undefined;
const length = (lo: number, hi: number): Check => (v) => {
  const n = [...(v as string)].length;
  return n < lo || n > hi
    ? fieldError('validation_length_out_of_range', `The length must be between ${lo} and ${hi}.`, { min: lo, max: hi })
    : undefined;
};
const match = (re: RegExp): Check => (v) => (re.test(v as string) ? undefined : fieldError('validation_match_invalid', 'Must be in a valid format.'));
const oneOf = (...allowed: unknown[]): Check => (v) => (allowed.includes(v) ? undefined : fieldError('validation_in_invalid', 'Must be a valid value.'));

const url: Check = (v) => {
  try {
    const u = new URL(v as string);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname) return undefined;
  } catch {
    // fall through
  }
  return fieldError('validation_is_url', 'Must be a valid URL.');
};
const email: Check = (v) =>
  /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\.]+(\.[^\s@<>(),;:"\\.]+)*$/.test(v as string) ? undefined : fieldError('validation_is_email', 'Must be a valid email address.');
const HOST_RE = /^(?=.{1,253}$)[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)*\.?$/;
const host: Check = (v) =>
  isIP(v as string) || HOST_RE.test(v as string) ? undefined : fieldError('validation_is_host', 'Must be a valid IP address or DNS name.');
const cron: Check = (v) => {
  try {
    new Cron(v as string, { paused: true }).stop();
    return undefined;
  } catch (err) {
    return fieldError('validation_invalid_cron', err instanceof Error ? err.message : 'Invalid cron expression.');
  }
};

/** An IP address or a CIDR range (IPv4 or IPv6). */
function isIpOrCidr(v: string): boolean {
  if (isIP(v)) return true;
  const m = /^([^/]+)\/(\d{1,3})$/.exec(v);
  if (!m) return false;
  const family = isIP(m[1]!);
  const bits = Number(m[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}
const ipOrCidr: Check = (v) => (isIpOrCidr(v as string) ? undefined : fieldError('validation_is_ip', 'Must be a valid IP address or CIDR range.'));

function run(value: unknown, checks: Check[]): FieldError | undefined {
  for (const c of checks) {
    const e = c(value);
    if (e) return e;
  }
  return undefined;
}

function group(value: unknown, spec: Record<string, Check[]>, extra?: (o: Obj, out: ErrorData) => void): FieldError | ErrorData | undefined {
  if (!isObj(value)) return invalid();
  const out: ErrorData = {};
  for (const [key, checks] of Object.entries(spec)) {
    const e = run(value[key], checks);
    if (e) out[key] = e;
  }
  extra?.(value, out);
  return Object.keys(out).length ? out : undefined;
}

function list(value: unknown, item: Check[]): FieldError | ErrorData | undefined {
  if (!Array.isArray(value)) return invalid();
  const out: ErrorData = {};
  value.forEach((v, i) => {
    const e = run(v, item);
    if (e) out[String(i)] = e;
  });
  return Object.keys(out).length ? out : undefined;
}

function s3(v: unknown): FieldError | ErrorData | undefined {
  const on = isObj(v) && v['enabled'] === true;
  const reqStr = [str, when(on, required)];
  return group(v, {
    enabled: [bool],
    bucket: reqStr,
    region: reqStr,
    endpoint: [...reqStr, nonEmpty(url)],
    accessKey: reqStr,
    secret: reqStr,
    forcePathStyle: [bool],
  });
}

const RULE_LABEL_RE = /^(\w+ \/[\w/-]*|\/[\w/-]*|\w+:\w+|\*:\w+|\w+)$/;

function rateLimitRules(value: unknown, enabled: boolean): FieldError | ErrorData | undefined {
  if (!Array.isArray(value)) return invalid();
  if (enabled && value.length === 0) return blank();
  const out: ErrorData = {};
  const seen: string[] = [];
  value.forEach((rule, i) => {
    const errs = group(rule, {
      label: [str, required, match(RULE_LABEL_RE)],
      maxRequests: [int, required, min(1)],
      duration: [int, required, min(1)],
      audience: [oneOf('', '@guest', '@auth')],
    });
    if (errs) {
      out[String(i)] = errs;
      return;
    }
    const r = rule as Obj;
    const key = `${r['label'] as string}@@${r['audience'] as string}`;
    if (seen.some((k) => k.startsWith(key) || key.startsWith(k))) {
      out[String(i)] = {
        label: fieldError(
          'validation_conflicting_rate_limit_rule',
          `Rate limit rule configuration with label ${r['label'] as string} already exists or conflicts with another rule.`,
          { label: r['label'] },
        ),
      };
    } else seen.push(key);
  });
  return Object.keys(out).length ? out : undefined;
}

export function validateSettings(s: unknown): ErrorData {
  if (!isObj(s)) return { settings: invalid() };
  const smtpOn = isObj(s['smtp']) && s['smtp']['enabled'] === true;
  const batchOn = isObj(s['batch']) && s['batch']['enabled'] === true;
  const cronSet = isObj(s['backups']) && typeof s['backups']['cron'] === 'string' && s['backups']['cron'] !== '';
  const rlOn = isObj(s['rateLimits']) && s['rateLimits']['enabled'] === true;
  const groups: Record<string, FieldError | ErrorData | undefined> = {
    meta: group(s['meta'], {
      appName: [str, required, length(1, 255)],
      appURL: [str, required, url],
      senderName: [str, required, length(1, 255)],
      senderAddress: [str, required, email],
      hideControls: [bool],
      accentColor: [str, nonEmpty(match(/^#[0-9a-fA-F]{3,8}$/))],
    }),
    logs: group(s['logs'], { maxDays: [int, min(0)], minLevel: [int], logIP: [bool], logAuthId: [bool] }),
    smtp: group(s['smtp'], {
      enabled: [bool],
      host: [str, when(smtpOn, required), nonEmpty(host)],
      port: [int, when(smtpOn, required), min(0), max(65535)],
      username: [str],
      password: [str],
      authMethod: [oneOf('', 'PLAIN', 'LOGIN')],
      tls: [bool],
      localName: [str, nonEmpty(host)],
      allowPrivateHost: [bool],
    }),
    s3: s3(s['s3']),
    backups: group(s['backups'], { cron: [str, nonEmpty(cron)], cronMaxKeep: [int, when(cronSet, required), nonEmpty(min(1))] }, (o, out) => {
      const e = s3(o['s3']);
      if (e) out['s3'] = e;
    }),
    batch: group(s['batch'], {
      enabled: [bool],
      maxRequests: [int, when(batchOn, required), min(0)],
      timeout: [int, when(batchOn, required), min(0)],
      maxBodySize: [int, min(0)],
    }),
    rateLimits: group(s['rateLimits'], { enabled: [bool] }, (o, out) => {
      const rules = rateLimitRules(o['rules'], rlOn);
      if (rules) out['rules'] = rules;
      const ips = list(o['excludedIPs'], [str, ipOrCidr]);
      if (ips) out['excludedIPs'] = ips;
    }),
    trustedProxy: group(s['trustedProxy'], { useLeftmostIP: [bool] }, (o, out) => {
      const h = list(o['headers'], [str, required, match(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/)]);
      if (h) out['headers'] = h;
    }),
    superuserIPs: list(s['superuserIPs'], [str, ipOrCidr]),
  };
  const out: ErrorData = {};
  for (const [k, v] of Object.entries(groups)) if (v) out[k] = v;
  return out;
}
