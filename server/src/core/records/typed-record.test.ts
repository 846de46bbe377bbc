import { describe, expect, it } from 'vitest';
import type { Collection } from '../collections/collection.js';
import { dataOf } from './typed-record.js';

const collection = (name: string) => ({ id: `pbc_${name}`, name, fields: [] }) as unknown as Collection;

describe('dataOf', () => {
  it('gives the data typed as the named collection', () => {
    const invite = { collection: collection('invites'), data: { id: 'i1', status: 'pending', token: 'secret' } };
    const data = dataOf(invite, 'invites');
    const status: 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired' | '' = data.status;
    expect(status).toBe('pending');
    expect(data.token).toBe('secret');
  });

  it('refuses a record of another collection', () => {
    expect(() => dataOf({ collection: collection('members'), data: {} }, 'invites')).toThrow(
      'expected a record of invites, got one of members',
    );
  });
});
