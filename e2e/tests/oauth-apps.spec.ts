/**
 * Issue 18 §5: a signed-in person registers an app on /account (it waits for review), a superuser
 * approves it from the app, and a member who connected an app sees it under "Connected apps" with
 * its permissions and disconnects it — its token stops at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import PocketBase from 'pocketbase';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';

test('register an app, approve it as a superuser, connect and disconnect it', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const developer = await seedUser(server, { name: 'Dana Developer' });
  const member = await seedUser(server, { name: 'Maya Member' });

  const devCtx = await browser.newContext();
  const dev = await devCtx.newPage();
  await loginAs(dev, server, developer);
  await dev.goto('/account');
  await dev.getByRole('button', { name: 'Register an app' }).click();
  await dev.getByRole('textbox', { name: 'App name' }).fill('Step Buddy');
  await dev.getByRole('textbox', { name: 'Homepage' }).fill('https://stepbuddy.example');
  await dev.getByRole('textbox', { name: 'Redirect URIs' }).fill(`${server.url}/app-callback`);
  await dev.getByRole('checkbox', { name: 'See your appointments' }).check();
  await dev.getByRole('button', { name: 'Register app' }).click();
  const row = dev.getByRole('listitem', { name: 'Step Buddy' });
  await expect(row.getByText('Waiting for review')).toBeVisible();
  await devCtx.close();

  // the superuser approves it in the app
  const suCtx = await browser.newContext();
  const su = await suCtx.newPage();
  const pb = new PocketBase(server.url);
  const auth = await pb.collection('_superusers').authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  await su.goto(`${server.url}/app-config.js`);
  await su.evaluate(
    ({ token, record, url }) => {
      window.localStorage.setItem('covey.auth', JSON.stringify({ token, record }));
      window.localStorage.setItem('covey.authUrl', url);
    },
    { token: auth.token, record: auth.record, url: server.url },
  );
  await su.goto('/account');
  const review = su.getByRole('listitem', { name: 'Step Buddy' });
  await review.getByRole('button', { name: 'Approve Step Buddy' }).click();
  await expect(review.getByText('Approved')).toBeVisible();
  await suCtx.close();

  // a member connects it (the consent API the screen uses) and gets a token
  const admin = await adminClient(server);
  const client = await admin.collection('oauth_clients').getFirstListItem('name = "Step Buddy"');
  expect(client['status']).toBe('approved');
  const memberPb = new PocketBase(server.url);
  await memberPb.collection('users').authWithPassword(member.email, member.password);
  const verifier = randomBytes(32).toString('base64url');
  const { redirect } = await memberPb.send<{ redirect: string }>('/api/oauth/authorize', {
    method: 'POST',
    body: {
      client_id: client['client_id'],
      redirect_uri: `${server.url}/app-callback`,
      response_type: 'code',
      scope: 'appointments:read',
      state: 'st1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      decision: 'allow',
    },
  });
  const code = new URL(redirect).searchParams.get('code') ?? '';
  const tokenRes = await fetch(`${server.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${server.url}/app-callback`,
      client_id: String(client['client_id']),
      code_verifier: verifier,
    }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const use = () =>
    fetch(`${server.url}/api/collections/appointments/records`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
  expect((await use()).status).toBe(200);

  const memberCtx = await browser.newContext();
  const mp = await memberCtx.newPage();
  await loginAs(mp, server, member);
  await mp.goto('/account');
  const connected = mp.getByRole('listitem', { name: 'Step Buddy' });
  await expect(connected.getByText('See your appointments')).toBeVisible();
  await connected.getByRole('button', { name: 'Disconnect Step Buddy' }).click();
  await mp
    .getByRole('dialog', { name: 'Disconnect Step Buddy?' })
    .getByRole('button', { name: 'Disconnect app' })
    .click();
  await expect(mp.getByText('No apps are connected to your Covey account.')).toBeVisible();
  expect((await use()).status).toBe(401);
  await memberCtx.close();
});
