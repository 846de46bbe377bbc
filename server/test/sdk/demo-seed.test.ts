/**
 * `covey seed --demo` (issue 11): run against a data folder while the server serves it, as the README
 * says; it prints one account per role (member, counselor, employer, broker, demo, and the superuser
 * hint); every printed account signs in with the printed password; and each one lands on its role's
 * home by the web app's own guard — members who finished onboarding have signed every required
 * agreement at the web app's current version (nobody is sent back to sign), members mid-onboarding
 * have signed only if they are past the agreement step.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { MAIN_JS, startServer, type ServerProcess } from '../harness/server-process.js';
import { REQUIRED_AGREEMENTS } from '../../src/covey/account/agreement-versions.js';
import { ONBOARDING_STEPS } from '../../src/migrations/covey-members.js';

const run = promisify(execFile);
const WEB = new URL('../../../web/src/', import.meta.url);

// the web app's own modules (plain TS): the versions it requires and the guard it runs
interface WebAgreements {
  acceptedVersions(rows: readonly { document: string; version: string; action: string }[]): Record<string, string>;
  outdatedDocuments(accepted: Readonly<Record<string, string>>): string[];
}
interface WebGuard {
  evaluateGuard(input: Record<string, unknown>): { kind: string; to?: string };
}
const webModule = <T>(path: string) => import(new URL(path, WEB).href) as Promise<T>;

let srv: ServerProcess;
let output = '';

beforeAll(async () => {
  srv = await startServer();
  // on PostgreSQL the command seeds the server's database (--db), not the data folder's SQLite file
  const db = srv.databaseUrl ? [`--db=${srv.databaseUrl}`] : [];
  output = (await run(process.execPath, [MAIN_JS, 'seed', '--demo', `--dir=${srv.dataDir}`, ...db])).stdout;
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

interface Printed {
  role: string;
  email: string;
}
const accountsIn = (text: string): Printed[] =>
  [...text.matchAll(/^ {2}(member|counselor|employer|broker|demo) +(\S+@example\.com) /gm)].map((m) => ({
    role: m[1]!,
    email: m[2]!,
  }));

describe('covey seed --demo', () => {
  it('prints one account per role first, then the superuser hint', () => {
    const [head = '', more = ''] = output.split('More accounts');
    expect(accountsIn(head).map((a) => a.role)).toEqual(['member', 'counselor', 'employer', 'broker', 'demo']);
    expect(head).toMatch(/^ {2}superuser .*npx covey superuser upsert/m);
    expect(accountsIn(more).length).toBeGreaterThan(0);
  });

  it('asks for the agreement versions the web app requires', async () => {
    const web = await webModule<{ AGREEMENT_VERSIONS: Record<string, string> }>(
      'features/onboarding/agreement-versions.ts',
    );
    expect(REQUIRED_AGREEMENTS).toEqual(web.AGREEMENT_VERSIONS);
  });

  it('signs every account in and lands each on its home', async () => {
    const password = /the password "([^"]+)"/.exec(output)?.[1];
    expect(password).toBeTruthy();
    const { acceptedVersions, outdatedDocuments } = await webModule<WebAgreements>(
      'features/onboarding/agreement-status.ts',
    );
    const { evaluateGuard } = await webModule<WebGuard>('app/guard.ts');
    const accounts = accountsIn(output);
    expect(accounts.length).toBeGreaterThanOrEqual(12);
    const landed: Record<string, string> = {};

    for (const { role, email } of accounts) {
      const pb = srv.newClient();
      const auth = await pb.collection('users').authWithPassword(email, password!);
      expect(auth.record['role'], email).toBe(role);
      const user = { id: auth.record.id, role, verified: auth.record['verified'] as boolean };
      const guard = (pathname: string, extra: Record<string, unknown> = {}) =>
        evaluateGuard({ pathname, search: '', user, isSuperuser: false, environment: 'production', ...extra });
      if (role !== 'member') {
        const verdict = guard('/');
        landed[email] = verdict.kind === 'redirect' ? verdict.to! : '/';
        continue;
      }
      const member = (await pb
        .collection('members')
        .getFirstListItem(pb.filter('user = {:u}', { u: user.id }))) as RecordModel;
      const step = String(member['onboarding_step']);
      const rows = await pb
        .collection('agreements')
        .getFullList({ filter: pb.filter('user = {:u}', { u: user.id }), sort: 'created' });
      const outdated = outdatedDocuments(acceptedVersions(rows as never));
      if (ONBOARDING_STEPS.indexOf(step) > ONBOARDING_STEPS.indexOf('agreement')) {
        expect(outdated, `${email} (${step}) has signed every current agreement`).toEqual([]);
      } else {
        expect(rows, `${email} (${step}) signs at the agreement step`).toEqual([]);
      }
      if (step === 'completed') {
        expect(member['status'], email).toBe('active');
        expect(member['counselor'], `${email} has a counselor`).toBeTruthy();
        const verdict = guard('/', { onboardingStep: step, agreementsOutdated: outdated.length > 0 });
        landed[email] = verdict.kind === 'redirect' ? verdict.to! : '/';
      } else {
        // the rest of onboarding ends on "You're all set", then home: nobody is sent back to sign again
        const after = guard('/', {
          onboardingStep: 'completed',
          agreementsOutdated:
            ONBOARDING_STEPS.indexOf(step) > ONBOARDING_STEPS.indexOf('agreement') ? outdated.length > 0 : false,
        });
        landed[email] = after.kind === 'redirect' ? after.to! : '/ (after onboarding)';
      }
    }
    expect(landed).toMatchObject({
      'alex.rivera@example.com': '/',
      'sofia.martinez@example.com': '/',
      'liam.nguyen@example.com': '/ (after onboarding)',
      'maria.lopez@example.com': '/',
      'hr.admin@example.com': '/',
      'dana.brooks@example.com': '/',
      'demo@example.com': '/demo',
    });
  });
});

describe('covey seed --demo: a lived-in first run (issue 29)', () => {
  const password = () => /the password "([^"]+)"/.exec(output)?.[1] ?? '';
  const signIn = async (email: string) => {
    const pb = srv.newClient();
    await pb.collection('users').authWithPassword(email, password());
    return pb;
  };

  it('prints the sign-in link at the address the server listens on and the caregiver', () => {
    expect(output).toMatch(/Sign in at http:\/\/127\.0\.0\.1:8090\/login/);
    expect(output).not.toContain('localhost');
    expect(output).toMatch(/^ {2}caregiver +jordan\.rivera@example\.com /m);
  });

  it('gives Alex a plan in progress with tasks, an open report, an upcoming call with a join link, a file, a child, unread notices; dates are current', async () => {
    const pb = await signIn('alex.rivera@example.com');
    const me = pb.authStore.record!.id;
    const member = await pb.collection('members').getFirstListItem(pb.filter('user = {:u}', { u: me }));
    const plans = await pb.collection('plans').getFullList({ filter: pb.filter('member = {:m}', { m: member.id }) });
    expect(plans.map((p) => [p['title'], p['status']])).toEqual([['Prepare for surgery', 'active']]);
    expect((await pb.collection('tasks').getFullList({ filter: pb.filter('plan = {:p}', { p: plans[0]!.id }) })).length).toBe(4);
    const reports = await pb.collection('reports').getFullList({ filter: pb.filter('member = {:m}', { m: member.id }) });
    expect(reports.map((r) => r['status'])).toEqual(['in_review']);
    const now = new Date().toISOString().replace('T', ' ');
    const calls = await pb.collection('appointments').getFullList({ filter: pb.filter('member = {:m} && start > {:now}', { m: member.id, now }) });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ status: 'confirmed', kind: 'counselor_video' });
    expect(String(calls[0]!['meeting_url'])).toMatch(/^https:\/\/meet\.example\.com\//);
    expect(await pb.collection('files').getFullList({ filter: pb.filter('member = {:m}', { m: member.id }) })).toHaveLength(1);
    const kids = await pb.collection('members').getFullList({ filter: pb.filter('subscriber = {:m} && minor = true', { m: member.id }) });
    expect(kids.map((k) => k['first_name'])).toEqual(['Mia']);
    expect((await pb.collection('notifications').getFullList({ filter: 'read = false' })).length).toBeGreaterThan(0);
    const coverage = await pb.collection('coverages').getFirstListItem(pb.filter('member = {:m}', { m: member.id }));
    expect((coverage['accumulators'] as { as_of: string }).as_of).toBe(now.slice(0, 10));
  });

  it('the caregiver sees Alex\'s shared items and is not onboarded as a member', async () => {
    const pb = await signIn('jordan.rivera@example.com');
    const me = pb.authStore.record!.id;
    const own = await pb.collection('members').getFirstListItem(pb.filter('user = {:u}', { u: me }));
    expect(own).toMatchObject({ source: 'circle', counselor: '', onboarding_step: 'completed' });
    const alex = await pb.collection('members').getFirstListItem('first_name = "Alex"');
    const plans = await pb.collection('plans').getFullList({ filter: pb.filter('member = {:m}', { m: alex.id }) });
    expect(plans.map((p) => p['title'])).toEqual(['Prepare for surgery']);
    expect(await pb.collection('tasks').getFullList({ filter: pb.filter('member = {:m}', { m: own.id }) })).toHaveLength(0);
    expect(await pb.collection('chats').getFullList({ filter: pb.filter('member = {:m}', { m: own.id }) })).toHaveLength(0);
    expect((await pb.collection('notifications').getFullList({ filter: 'read = false' })).length).toBeGreaterThan(0);
  });

  it("answers urgent care and physical therapy from the member's own plan SBC", async () => {
    const pb = await signIn('alex.rivera@example.com');
    const member = await pb.collection('members').getFirstListItem(pb.filter('user = {:u}', { u: pb.authStore.record!.id }));
    const chat = (await pb.collection('chats').create({ member: member.id, kind: 'assistant' })).id;
    type Ask = { answer: { body: string; citations: { file: string; title: string; page?: number }[] } };
    const ask = (text: string) => pb.send<Ask>('/api/assistant/ask', { method: 'POST', body: { chat, text } });
    const urgent = await ask('Is urgent care covered?');
    expect(urgent.answer.body).toMatch(/urgent care/i);
    expect(urgent.answer.citations.some((c) => c.title.includes('Acme HDHP + HSA') && /sbc/i.test(c.file))).toBe(true);
    const pt = await ask('Is physical therapy covered, and do I need a referral?');
    expect(pt.answer.body).toMatch(/physical therapy/i);
    expect(pt.answer.citations.some((c) => c.title.includes('Acme HDHP + HSA') && /sbc/i.test(c.file))).toBe(true);
  });
});
