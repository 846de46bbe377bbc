/**
 * `POST /api/keys {name, scopes[], expires_in_days: 30|90|365|null}` (product.md §3.5): creates an
 * API key for the signed-in person and answers the stored row plus the secret (`key`), the only
 * time it is ever shown. Only a keyed hash and the first 8 characters are stored. Employers and
 * brokers may hold keys; any role in the developer environment.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../../util/api-error.js';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { formatDate, storeDateMs } from '../../../util/dates.js';
import { requireAuth } from '../../../core/rules/request-guards.js';
import { insert, str } from '../../hooks/context.js';
import { KEY_PREFIX, PREFIX_LENGTH, mayHoldKeys } from '../credentials/api-key-auth.js';
import { KEY_SCOPES } from '../credentials/key-scopes.js';
import { hashSecret, randomSecret } from '../credentials/secret.js';
import { msg, ProductError, productField, type Msg } from '../../i18n/product-error.js';

const KEY_EXPIRY_DAYS = [30, 90, 365] as const;
const NAME_MAX = 100;
/** a field error: a product sentence (Msg), or the store's own wording (a string, kept as PocketBase has it) */
const invalid = (field: string, message: Msg | string, code = 'validation_invalid_value') =>
  new ApiError(400, 'An error occurred while validating the submitted data.', {
    [field]: typeof message === 'string' ? fieldError(code, message) : productField(code, message),
  });

/** days until expiry (0 = never), an explicit future date, or undefined when the value is not a choice */
export function parseExpiry(body: Record<string, unknown>): number | Date | undefined {
  const raw = ['expires_in_days', 'expiresInDays', 'expires_in', 'expiry', 'expires']
    .map((k) => body[k])
    .find((v) => v !== undefined);
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0' || raw === 'never') return 0;
  const n = Number(raw);
  if ((KEY_EXPIRY_DAYS as readonly number[]).includes(n)) return n;
  if (typeof raw === 'string' && Number.isNaN(n)) {
    const at = storeDateMs(raw);
    if (at > Date.now() && at <= Date.now() + 366 * 86_400_000) return new Date(at);
  }
  return undefined;
}

export function apiKeysRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/keys', async (req: FastifyRequest) => {
      requireAuth(req);
      const me = req.auth!;
      if (me.collection.name !== 'users' || !mayHoldKeys(str(me.record['role']))) {
        throw new ProductError(403, msg('error.account.api_keys_admins'));
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const name = str(body['name']).trim();
      if (!name) throw invalid('name', 'Cannot be blank.', 'validation_required');
      if (name.length > NAME_MAX)
        throw invalid('name', `The length must be between 1 and ${NAME_MAX}.`, 'validation_length_out_of_range');
      const scopes = Array.isArray(body['scopes'])
        ? body['scopes'].map(String)
        : str(body['scopes'])
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
      if (!scopes.length) throw invalid('scopes', msg('error.account.api_keys_scope'), 'validation_required');
      const unknown = scopes.find((s) => !(KEY_SCOPES as readonly string[]).includes(s));
      if (unknown) throw invalid('scopes', msg('error.api_keys.unknown_scope_value', { value: unknown.slice(0, 40) }));
      const days = parseExpiry(body);
      if (days === undefined) throw invalid('expires_in_days', msg('error.account.api_keys_expiry'));

      const key = randomSecret(KEY_PREFIX);
      const record = await insert(core, core.db, 'api_keys', {
        user: str(me.record['id']),
        name,
        prefix: key.slice(0, PREFIX_LENGTH),
        hash: await hashSecret(core, key),
        scopes: [...new Set(scopes)],
        expires:
          days instanceof Date ? formatDate(days) : days ? formatDate(new Date(Date.now() + days * 86_400_000)) : '',
        revoked: false,
      });
      return { ...recordToJSON(record, { viewerId: str(me.record['id']) }), key };
    });
  };
}
