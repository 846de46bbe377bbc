/**
 * Secrets never reach a log (decision 0032). Request logs keep URLs and `Referer` headers for days, and
 * those carry bearer secrets: invite tokens (`/api/invites/summary?token=`, `/signup?invite=`), file and
 * backup download tokens (`?token=`), password-reset and verification tokens in the Referer of the screen
 * that sent the request (`/auth/reset?token=`), OAuth codes (`/api/oauth2-redirect?code=&state=`).
 *
 * `redactUrl` keeps the shape of a URL (path, parameter names, harmless values) and replaces:
 * - the value of every query (or fragment) parameter whose name says it is a secret;
 * - any value or path segment that is a JWT (every record-store token is one);
 * - secrets inside a nested URL (`?redirect=/auth?invite=…`), recursively.
 */
export const REDACTED = '[redacted]';

/** parameter names whose value is a secret (compared lower-case, `-` read as `_`) */
const SECRET_NAME = /token|secret|password|passwd|invite|otp|jwt|signature|api_?key|session|^(?:code|code_verifier|state|key|sig|auth|authorization)$/;

/** a JWT (header.payload.signature, header and payload JSON objects in base64url) anywhere */
const JWT = /eyJ[A-Za-z0-9_-]{2,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g;

const MAX_DEPTH = 3;

export function isSecretParam(name: string): boolean {
  return SECRET_NAME.test(name.trim().toLowerCase().replace(/-/g, '_'));
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

function redactParams(query: string, depth: number): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair.replace(JWT, REDACTED);
      const rawName = pair.slice(0, eq);
      if (isSecretParam(decode(rawName))) return `${rawName}=${REDACTED}`;
      // JWT characters need no escaping: replaced in place, the rest of the value keeps its encoding
      const rawValue = pair.slice(eq + 1).replace(JWT, REDACTED);
      const value = decode(rawValue);
      const redacted = redactUrlAt(value, depth + 1);
      return redacted === value ? `${rawName}=${rawValue}` : `${rawName}=${encodeURIComponent(redacted)}`;
    })
    .join('&');
}

function redactUrlAt(url: string, depth: number): string {
  if (depth > MAX_DEPTH) return url.replace(JWT, REDACTED);
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? undefined : url.slice(hashAt + 1);
  const q = beforeHash.indexOf('?');
  const path = (q < 0 ? beforeHash : beforeHash.slice(0, q)).replace(JWT, REDACTED);
  let out = path;
  if (q >= 0) out += `?${redactParams(beforeHash.slice(q + 1), depth)}`;
  if (fragment !== undefined) out += `#${fragment.includes('=') ? redactParams(fragment, depth) : fragment.replace(JWT, REDACTED)}`;
  return out;
}

/** The URL (path + query, or absolute) with every secret it carries replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  // most URLs carry no query, fragment or JWT: nothing to look at
  if (!/[?#]|eyJ/.test(url)) return url;
  return redactUrlAt(url, 0);
}
