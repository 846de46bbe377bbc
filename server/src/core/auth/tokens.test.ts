import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../storage/database.js';
import { sqliteDialect } from '../../storage/sqlite/sqlite-dialect.js';
import type { Collection } from '../collections/collection.js';
import type { RecordModel } from '../records/record.js';
import { signRecordToken, verifyRecordToken } from './tokens.js';

const users = {
  id: '_pb_users_auth_',
  name: 'users',
  type: 'auth',
  fields: [],
  authToken: { secret: 's'.repeat(40), duration: 3600 },
} as unknown as Collection;
const record = { collection: users, data: { id: 'u1', tokenKey: 'k1' } } as unknown as RecordModel;

/** a Queryable whose every query answers `row`, or fails like a storage outage */
function db(row: Record<string, unknown> | null | Error): Queryable {
  const answer = async () => {
    if (row instanceof Error) throw row;
    return row ?? undefined;
  };
  return { dialect: sqliteDialect, get: answer, all: async () => (row && !(row instanceof Error) ? [row] : []) } as unknown as Queryable;
}

describe('verifyRecordToken', () => {
  it('refuses garbage, a wrong type and an unknown record with null (valid tokens: every SDK test)', async () => {
    const token = await signRecordToken(record, 'auth');
    const get = () => users;
    expect(await verifyRecordToken(db({ id: 'u1', tokenKey: 'k1' }), get, 'not-a-jwt', 'auth')).toBeNull();
    expect(await verifyRecordToken(db({ id: 'u1', tokenKey: 'k1' }), get, token, 'file')).toBeNull();
    expect(await verifyRecordToken(db(null), get, token, 'auth')).toBeNull();
  });

  it('a storage failure is not an invalid token: it propagates instead of answering "unknown" (a 401 signs clients out)', async () => {
    const token = await signRecordToken(record, 'auth');
    await expect(verifyRecordToken(db(new Error('database is locked')), () => users, token, 'auth')).rejects.toThrow(
      'database is locked',
    );
  });
});
