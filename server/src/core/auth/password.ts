/**
 * Password hashing: argon2id (OWASP floor: 19 MiB, t=2, p=1) through @node-rs/argon2, which
 * hashes on libuv's thread pool, off the event loop. Hashes imported from PocketBase (bcrypt)
 * still verify and are flagged for rehashing on the next successful login.
 */
import { hash as argonHash, verify as argonVerify, type Options } from '@node-rs/argon2';
import { compare as bcryptCompare } from '@node-rs/bcrypt';

/** Algorithm.Argon2id is a const enum (2), unusable under verbatimModuleSyntax */
const ARGON_OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** a valid hash of a random password, verified against when the identity is unknown (uniform timing) */
let dummyHash: Promise<string> | null = null;

/**
 * Seeding only (`covey seed --scale`): one hash made once stands for every account of a generated
 * dataset that shares that fictional password, as argon2id's ~50 ms per account would make seeding
 * 20,000 accounts take a quarter of an hour. Never set in a serving process.
 */
let seedHashes: Map<string, string> | null = null;

/** hashes `plain` once and reuses that hash for it until the returned function is called */
export async function reuseHashWhileSeeding(plain: string): Promise<() => void> {
  const hash = await argonHash(plain, ARGON_OPTIONS);
  (seedHashes ??= new Map()).set(plain, hash);
  return () => {
    seedHashes?.delete(plain);
    if (seedHashes?.size === 0) seedHashes = null;
  };
}

export async function hashPassword(plain: string): Promise<string> {
  const reused = seedHashes?.get(plain);
  if (reused !== undefined) return reused;
  return argonHash(plain, ARGON_OPTIONS);
}

const isBcryptHash = (hash: string) => /^\$2[abxy]\$\d\d\$/.test(hash);

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!hash) return false;
  try {
    if (isBcryptHash(hash)) return await bcryptCompare(plain, hash);
    if (hash.startsWith('$argon2')) return await argonVerify(hash, plain);
  } catch {
    return false;
  }
  return false;
}

/** spends the same time as a real verification, for unknown identities */
export async function verifyDummy(plain: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(plain, await dummyHash);
}

export const needsRehash = (hash: string) => !hash.startsWith('$argon2id$');
