import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';

// the SDK client, one fake collection service per auth collection
const calls: string[] = [];
const answers = new Map<string, () => Promise<unknown>>();
vi.mock('../../../lib/api-client', () => ({
  pb: {
    collection: (name: string) => ({
      authWithPassword: () => {
        calls.push(name);
        return (answers.get(name) ?? (() => Promise.reject(new Error('no answer'))))();
      },
    }),
  },
}));

const { SecondStepNeeded, secondStepOf, signInWithPassword } = await import('./auth-actions');

const fail = (status: number, response: Record<string, unknown>) => () =>
  Promise.reject(new ClientResponseError({ status, response }));
const record = (collectionName: string) => () => Promise.resolve({ token: 't', record: { id: 'r1', collectionName } });

beforeEach(() => {
  calls.length = 0;
  answers.clear();
});

describe('signInWithPassword (product.md §4 Operators: /login signs in operator accounts too)', () => {
  it('signs a person in through users without asking the operators', async () => {
    answers.set('users', record('users'));
    await expect(signInWithPassword('m@example.com', 'pw')).resolves.toMatchObject({ collectionName: 'users' });
    expect(calls).toEqual(['users']);
  });

  it('signs an operator in through _superusers when users does not know the address', async () => {
    answers.set('users', fail(400, { message: 'Failed to authenticate.', data: {} }));
    answers.set('_superusers', record('_superusers'));
    await expect(signInWithPassword('op@example.com', 'pw')).resolves.toMatchObject({ collectionName: '_superusers' });
    expect(calls).toEqual(['users', '_superusers']);
  });

  it("answers a wrong password with the people's answer when neither collection signs in", async () => {
    const people = new ClientResponseError({ status: 400, response: { message: 'Failed to authenticate.', data: {} } });
    answers.set('users', () => Promise.reject(people));
    answers.set('_superusers', fail(400, { message: 'Something else.', data: {} }));
    await expect(signInWithPassword('x@example.com', 'nope')).rejects.toBe(people);
  });

  it("gives the operator's second step with its collection", async () => {
    answers.set('users', fail(400, { message: 'Failed to authenticate.', data: {} }));
    answers.set('_superusers', fail(401, { mfaId: 'mfa-op' }));
    const err: unknown = await signInWithPassword('op@example.com', 'pw').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecondStepNeeded);
    expect(secondStepOf(err)).toEqual({ mfaId: 'mfa-op', collection: '_superusers' });
  });

  it("a staff member's second step stays in users, and no other answer tries the operators", async () => {
    answers.set('users', fail(401, { mfaId: 'mfa-staff' }));
    expect(secondStepOf(await signInWithPassword('c@example.com', 'pw').catch((e: unknown) => e))).toEqual({
      mfaId: 'mfa-staff',
      collection: 'users',
    });
    answers.set('users', fail(429, { message: 'Too many requests.', data: {} }));
    await expect(signInWithPassword('c@example.com', 'pw')).rejects.toMatchObject({ status: 429 });
    expect(calls).toEqual(['users', 'users']);
  });
});
