/** Playwright fixtures: a server per worker, users seeded through the SDK as superuser, programmatic login. */
import { test as base, expect, type Page } from '@playwright/test';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer, type ServerEnv } from './server.js';
import type { MailCatcher } from './mail-catcher.js';

export interface SeedUserInput {
  name?: string;
  role?: 'member' | 'counselor' | 'broker' | 'employer' | 'demo';
  verified?: boolean;
  password?: string;
  /**
   * Members only: mark onboarding finished (default true) so the guard (step 5) lets them past
   * `/auth/onboard`; false leaves the sign-up state (step guide).
   */
  onboarded?: boolean;
}

export interface SeededUser extends RecordModel {
  email: string;
  name: string;
  password: string;
}

/** the required documents and their current version (web/src/features/onboarding/agreement-documents.ts) */
const CURRENT_AGREEMENTS = ['terms', 'privacy', 'hipaa_authorization', 'ai_assistant_notice'] as const;
const AGREEMENTS_VERSION = '2026-01';

/** An onboarded member has signed the current required documents (else the guard re-opens them). */
export async function signCurrentAgreements(
  pb: PocketBase,
  userId: string,
  memberId: string,
  name: string,
): Promise<void> {
  for (const document of CURRENT_AGREEMENTS) {
    await pb.collection('agreements').create({
      user: userId,
      member: memberId,
      document,
      version: AGREEMENTS_VERSION,
      action: 'accepted',
      signature_name: name,
    });
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

const admins = new Map<string, Promise<PocketBase>>();

/** The superuser client of a server (signed in once per server). */
export function adminClient(server: RunningServer): Promise<PocketBase> {
  let admin = admins.get(server.url);
  if (!admin) {
    admin = (async () => {
      const pb = new PocketBase(server.url);
      pb.autoCancellation(false);
      await pb.collection('_superusers').authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
      return pb;
    })();
    admins.set(server.url, admin);
  }
  return admin;
}

export async function seedUser(server: RunningServer, input: SeedUserInput = {}): Promise<SeededUser> {
  const admin = await adminClient(server);
  const password = input.password ?? 'Passw0rd-e2e';
  const email = uniqueEmail(input.role ?? 'member');
  const record = await admin.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    name: input.name ?? 'Casey Example',
    role: input.role ?? 'member',
    verified: input.verified ?? true,
    emailVisibility: true,
  });
  if ((input.role ?? 'member') === 'member' && input.onboarded !== false) {
    const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: record.id }));
    await admin.collection('members').update(member.id, { onboarding_step: 'completed' });
    await signCurrentAgreements(admin, record.id, member.id, input.name ?? 'Casey Example');
  }
  return { ...record, email, name: input.name ?? 'Casey Example', password } as SeededUser;
}

/** Signs in through the API and stores the session the way the app does (no UI). */
export async function loginAs(
  page: Page,
  server: RunningServer,
  user: { email: string; password: string },
  /** the spec's mail catcher, when mail is set up and `user` is staff (second factor by mail) */
  mail?: MailCatcher,
): Promise<void> {
  const pb = new PocketBase(server.url);
  const auth = await pb
    .collection('users')
    .authWithPassword(user.email, user.password)
    .catch(async (err: unknown) => {
      // staff once mail is set up: the second factor, a code by mail (decision 0031)
      const mfaId = err instanceof ClientResponseError && err.status === 401 ? err.response['mfaId'] : undefined;
      if (typeof mfaId !== 'string' || !mail) throw err;
      const before = mail.messages.length;
      const { otpId } = await pb.collection('users').requestOTP(user.email);
      return pb.collection('users').authWithOTP(otpId, await mail.codeFor(user.email, before), { mfaId });
    });
  await page.goto(`${server.url}/app-config.js`);
  await page.evaluate(
    ({ token, record, url }) => {
      window.localStorage.setItem('covey.auth', JSON.stringify({ token, record }));
      window.localStorage.setItem('covey.authUrl', url);
    },
    { token: auth.token, record: auth.record, url: server.url },
  );
}

export const test = base.extend<object, { serverEnv: ServerEnv; server: RunningServer }>({
  serverEnv: [{}, { option: true, scope: 'worker' }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer(serverEnv);
      // Every test signs in from 127.0.0.1 many times a minute: switch the auth rate limits off here.
      await (await adminClient(server)).settings.update({ rateLimits: { enabled: false } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
