/**
 * Checks on the settings' outbound endpoints that carry a stored secret (issue 26):
 * - a new host needs the secret again: changing only `smtp.host` (or an S3 `endpoint`) would send the
 *   stored password to that host, so the same request must carry the password (secret) too;
 * - the SMTP host may not resolve to a loopback, link-local or private address unless the operator
 *   says so (`smtp.allowPrivateHost`); the mailer checks again when it connects.
 */
import { fieldError, type ErrorData } from '../../util/api-error.js';
import { privateAddressOf } from '../auth/ssrf-guard.js';
import type { S3Settings, Settings } from './settings-model.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const REENTER_PASSWORD = 'Enter the password again for the new host.';
const REENTER_SECRET = 'Enter the secret again for the new endpoint.';

const hostOf = (endpoint: string): string => {
  try {
    return new URL(endpoint).host.toLowerCase();
  } catch {
    return endpoint.trim().toLowerCase();
  }
};

const reenter = (message: string) => fieldError('validation_required', message);

function s3Errors(prev: S3Settings, next: S3Settings, patch: unknown): ErrorData | undefined {
  const gave = isObj(patch) && typeof patch['secret'] === 'string';
  if (prev.secret === '' || gave || hostOf(prev.endpoint) === hostOf(next.endpoint)) return undefined;
  return { secret: reenter(REENTER_SECRET) };
}

/** field errors for the outbound endpoints of `next` (merged from `prev` and `patch`); `{}` when fine */
export async function outboundErrors(prev: Settings, next: Settings, patch: Obj): Promise<ErrorData> {
  const out: ErrorData = {};
  const smtpPatch = isObj(patch['smtp']) ? patch['smtp'] : {};
  const smtp: ErrorData = {};
  const hostChanged = prev.smtp.host.trim().toLowerCase() !== next.smtp.host.trim().toLowerCase();
  if (hostChanged && prev.smtp.password !== '' && typeof smtpPatch['password'] !== 'string') {
    smtp['password'] = reenter(REENTER_PASSWORD);
  }
  const smtpTouched = hostChanged || prev.smtp.enabled !== next.smtp.enabled || prev.smtp.allowPrivateHost !== next.smtp.allowPrivateHost;
  if (smtpTouched && next.smtp.enabled && !next.smtp.allowPrivateHost && next.smtp.host.trim()) {
    const address = await privateAddressOf(next.smtp.host);
    if (address) {
      smtp['host'] = fieldError(
        'validation_private_host',
        `${next.smtp.host} is a loopback, link-local or private address (${address}). Allow private hosts for this mail server to use it.`,
      );
    }
  }
  if (Object.keys(smtp).length) out['smtp'] = smtp;
  const s3 = s3Errors(prev.s3, next.s3, patch['s3']);
  if (s3) out['s3'] = s3;
  const backupsS3 = s3Errors(prev.backups.s3, next.backups.s3, isObj(patch['backups']) ? patch['backups']['s3'] : undefined);
  if (backupsS3) out['backups'] = { s3: backupsS3 };
  return out;
}
