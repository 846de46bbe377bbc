/**
 * Work done for unknown identities so that they answer in about the same time as known ones
 * (enumeration safety, Covey S5).
 */
import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { hashPassword } from './password.js';

/** about the cost of signing a flow token */
export async function dummyTokenWork(): Promise<void> {
  await new SignJWT({ id: 'dummy', type: 'dummy' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1m').sign(randomBytes(32));
}

/** about the cost of storing a hashed one-time password */
export async function dummyHashWork(): Promise<void> {
  await hashPassword(randomBytes(8).toString('hex'));
}
