/**
 * `POST /api/sql` (PocketBase v0.39, superusers only): runs the submitted SQL through the storage
 * layer and answers `{execTime, affectedRows, columns, rows}`; a failing statement is a 400
 * "Failed to execute query. Raw error:\n…" with empty data.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import { readBody } from '../body.js';
import { requireSuperuser } from '../guards.js';

const SQL_MAX_ROWS = 1000;
const SQL_TIMEOUT_MS = 3 * 60_000;
const MAX_QUERY_LENGTH = 5000;

export function registerSqlRoutes(server: FastifyInstance, app: CoreApp): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.post('/api/sql', async (req) => {
    const { data } = await readBody(req);
    const raw = data['query'];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      throw new ApiError(400, 'An error occurred while loading the submitted data.');
    }
    const query = raw ?? '';
    if (!query) {
      throw new ApiError(400, 'An error occurred while validating the submitted data.', {
        query: fieldError('validation_required', 'Cannot be blank.'),
      });
    }
    if ([...query].length > MAX_QUERY_LENGTH) {
      throw new ApiError(400, 'An error occurred while validating the submitted data.', {
        query: fieldError('validation_length_too_long', `The length must be no more than ${MAX_QUERY_LENGTH}.`, { max: MAX_QUERY_LENGTH }),
      });
    }
    const started = Date.now();
    try {
      const result = await app.db.rawQuery(query, { maxRows: SQL_MAX_ROWS, timeoutMs: SQL_TIMEOUT_MS });
      return { execTime: Date.now() - started, affectedRows: result.affectedRows, columns: result.columns, rows: result.rows };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new ApiError(400, `Failed to execute query. Raw error:\n${message}`);
    }
  });
}
