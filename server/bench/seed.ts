/**
 * Seeds the PocketBase benchmark schema (pocketbase/benchmarks schema.go, minus organizations) through the
 * HTTP API: 50 `permissions`, N users (existing `users` auth collection + multi relation `permissions`),
 * and `bench_posts` (title, ~470-char lorem description, public, multi-select type, indexed author relation)
 * inserted with the batch API, 1,000 creates per request.
 */
import type { ApiClient} from './api.js';
import { pool } from './api.js';

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo ' +
  'consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ' +
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. ' +
  'Curabitur pretium lacus.';

export const USER_PASSWORD = 'bench-password-123';
const TYPES = ['a', 'b', 'c'];

interface Field {
  name: string;
  type: string;
  [k: string]: unknown;
}
interface Coll {
  id: string;
  name: string;
  fields: Field[];
}

export interface SeedResult {
  userIds: string[];
  userEmails: string[];
  postsSeconds: number;
  usersSeconds: number;
}

/** Deterministic PRNG so runs are comparable. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedSchema(api: ApiClient): Promise<void> {
  await api.req('PATCH', '/api/settings', {
    batch: { enabled: true, maxRequests: 1000, timeout: 300, maxBodySize: 0 },
    rateLimits: { enabled: false },
  });
  const perms = await api.req<Coll>('POST', '/api/collections', {
    name: 'permissions',
    type: 'base',
    fields: [
      { name: 'name', type: 'text' },
      { name: 'active', type: 'bool' },
    ],
  });
  const users = await api.req<Coll>('GET', '/api/collections/users');
  await api.req('PATCH', '/api/collections/users', {
    fields: [
      ...users.fields,
      { name: 'permissions', type: 'relation', collectionId: perms.id, maxSelect: 999, cascadeDelete: false },
    ],
  });
  await api.req('POST', '/api/collections', {
    name: 'bench_posts',
    type: 'base',
    listRule: 'author = @request.auth.id',
    viewRule: 'author = @request.auth.id',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'public', type: 'bool' },
      { name: 'type', type: 'select', values: TYPES, maxSelect: 3 },
      { name: 'author', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_bench_posts_author ON bench_posts (author)'],
  });
}

export async function seedData(
  api: ApiClient,
  nUsers: number,
  nPosts: number,
  log: (s: string) => void,
): Promise<SeedResult> {
  const rand = rng(42);
  const permIds: string[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await api.req<{ id: string }>('POST', '/api/collections/permissions/records', {
      name: `perm${i}`,
      active: i % 2 === 0,
    });
    permIds.push(r.id);
  }
  const pick = <T>(arr: T[]): T => arr[Math.floor(rand() * arr.length)]!;

  let t0 = performance.now();
  const userIds: string[] = new Array<string>(nUsers);
  const userEmails = Array.from({ length: nUsers }, (_, i) => `user${i}@bench.local`);
  const userPerms = userEmails.map(() => [pick(permIds), pick(permIds), pick(permIds)]);
  await pool(userEmails, 8, async (email, i) => {
    const r = await api.req<{ id: string }>('POST', '/api/collections/users/records', {
      email,
      password: USER_PASSWORD,
      passwordConfirm: USER_PASSWORD,
      name: `User ${i}`,
      permissions: userPerms[i],
    });
    userIds[i] = r.id;
  });
  const usersSeconds = (performance.now() - t0) / 1000;
  log(`  ${nUsers} users in ${usersSeconds.toFixed(1)} s`);

  t0 = performance.now();
  const BATCH = 1000;
  for (let start = 0; start < nPosts; start += BATCH) {
    const requests = [];
    for (let i = start; i < Math.min(nPosts, start + BATCH); i++) {
      const t1 = pick(TYPES);
      const t2 = pick(TYPES.filter((t) => t !== t1));
      requests.push({
        method: 'POST',
        url: '/api/collections/bench_posts/records',
        body: {
          title: `Post ${i}`,
          description: LOREM,
          public: rand() < 0.5,
          type: [t1, t2],
          author: userIds[i % nUsers],
        },
      });
    }
    await api.req('POST', '/api/batch', { requests });
    if ((start / BATCH) % 10 === 9) log(`  ${start + BATCH} posts, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const postsSeconds = (performance.now() - t0) / 1000;
  log(`  ${nPosts} posts in ${postsSeconds.toFixed(1)} s (batch API, 1,000 per request)`);
  return { userIds, userEmails, usersSeconds, postsSeconds };
}
