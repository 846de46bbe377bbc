/** Format checks and the `exceptDomains`/`onlyDomains` options shared by email and url fields. */
import type { ErrorData } from '../../util/api-error.js';
import type { FieldDef } from './field.js';
import { checkOptions, helpRules, optStrList, rule, verr, type OptRule } from './field-common.js';

const DOMAIN_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{1,63}|xn--[a-z0-9]{1,59})$/i;
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * Links people open in a browser: http(s) only (PocketBase also takes ftp/tcp/udp/ws/wss). Decision 0032.
 */
const URL_SCHEMES = new Set(['http:', 'https:']);
const HOST_RE = /^(?:localhost|(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)(?:[.-][a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/i;

const isDomain = (s: string): boolean => s.length <= 255 && DOMAIN_RE.test(s);

export function isEmail(s: string): boolean {
  if (s.length > 254 || !EMAIL_RE.test(s)) return false;
  return s.slice(0, s.lastIndexOf('@')).length <= 64;
}

/**
 * Parsed URL when `s` is an acceptable url (scheme optional, http assumed), else null.
 * Unlike PocketBase, a url never carries a user name or password: without a scheme, `http://` is put in
 * front to parse it, so `javascript:'@host.com/';alert(1)` read as user `javascript` at `host.com` while a
 * browser runs it as script (decision 0032). Without user info, a value with no `scheme://` can only be
 * `host[:port]/…`, which no browser reads as a script scheme.
 */
export function parseLooseUrl(s: string): URL | null {
  if (s === '' || s.length > 2083 || /\s/.test(s) || s.startsWith('.')) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(s);
  let u: URL;
  try {
    u = new URL(hasScheme ? s : `http://${s}`);
  } catch {
    return null;
  }
  if (!URL_SCHEMES.has(u.protocol) || u.hostname === '') return null;
  const authority = (hasScheme ? s.slice(s.indexOf('://') + 3) : s).split(/[/?#]/, 1)[0]!;
  if (u.username !== '' || u.password !== '' || authority.includes('@')) return null;
  const host = u.hostname;
  if (!HOST_RE.test(host)) return null;
  const isIp = /^[\d.]+$/.test(host) || host.startsWith('[');
  if (!isIp && host !== 'localhost' && !host.includes('.')) return null;
  return u;
}

/** the `exceptDomains`/`onlyDomains` option rules (mutually exclusive, each a domain) */
export function domainOptionErrors(def: FieldDef): ErrorData | null {
  const only = optStrList(def, 'onlyDomains');
  const except = optStrList(def, 'exceptDomains');
  const eachDomain: OptRule = rule.each((v) =>
    typeof v === 'string' && isDomain(v) ? null : verr('validation_is_domain', 'Must be a valid domain.'),
  );
  const emptyIf = (cond: boolean): OptRule => (v) =>
    cond && Array.isArray(v) && v.length > 0 ? verr('validation_empty', 'Must be blank.') : null;
  return checkOptions(def, {
    ...helpRules(),
    exceptDomains: [rule.stringList(), emptyIf(only.length > 0), eachDomain],
    onlyDomains: [rule.stringList(), emptyIf(except.length > 0), eachDomain],
    required: [rule.bool()],
  });
}

/** true when `domain` passes the onlyDomains/exceptDomains lists */
export function domainAllowed(def: FieldDef, domain: string): boolean {
  const only = optStrList(def, 'onlyDomains');
  if (only.length > 0 && !only.includes(domain)) return false;
  const except = optStrList(def, 'exceptDomains');
  return !(except.length > 0 && except.includes(domain));
}
