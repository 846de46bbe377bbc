/**
 * Issue 18: the /oauth/authorize consent screen in a real browser — signed out → inline sign-in →
 * consent card (logo, name, homepage, developer, "Unverified", scopes in plain words, whose data)
 * → Allow redirects with code and state, and the code buys a token; Deny redirects with
 * access_denied; an unregistered redirect URI shows an error page and never redirects; an
 * identical earlier grant skips the card. axe clean at phone and desktop sizes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, seedUser, test } from '../support/fixtures.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function axeAtBothSizes(page: Page, heading: string | RegExp): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    problems.push(
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${size.width}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    );
  }
  return problems;
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(8).toString('hex'),
  };
}

test('a member connects an app through the consent screen, and can deny it', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const developer = await seedUser(server, { name: 'Dana Developer' });
  const member = await seedUser(server, { name: 'Maya Member' });
  const redirect = `${server.url}/app-callback`;
  const client = await admin.collection('oauth_clients').create({
    owner: developer.id,
    name: 'Pill Pal',
    homepage: 'https://pillpal.example',
    description: 'Reminds you to refill your prescriptions.',
    redirect_uris: [redirect],
    type: 'public',
    allowed_scopes: ['profile', 'coverage:read', 'appointments:read'],
    status: 'pending_review',
  });
  const p = pkce();
  const query = new URLSearchParams({
    client_id: String(client['client_id']),
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'coverage:read appointments:read',
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
  });

  // an unregistered return address: an error page, never a redirect
  const bad = new URLSearchParams(query);
  bad.set('redirect_uri', 'https://evil.example/cb');
  await page.goto(`/oauth/authorize?${bad}`);
  await expect(page.getByRole('heading', { name: "This app can't connect" })).toBeVisible();
  expect(page.url()).toContain('/oauth/authorize');
  const problems = await axeAtBothSizes(page, "This app can't connect");

  // signed out: inline sign-in
  await page.goto(`/oauth/authorize?${query}`);
  await expect(page.getByRole('heading', { name: 'Sign in to connect Pill Pal' })).toBeVisible();
  problems.push(...(await axeAtBothSizes(page, 'Sign in to connect Pill Pal')));
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // the consent card
  await expect(page.getByRole('heading', { name: 'Connect Pill Pal to Covey' })).toBeVisible();
  await expect(page.getByText('By Dana Developer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'pillpal.example' })).toHaveAttribute('href', 'https://pillpal.example');
  await expect(page.getByText('Unverified')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pill Pal logo' }).or(page.getByText('P', { exact: true }))).toBeVisible();
  await expect(page.getByText('See your insurance coverage')).toBeVisible();
  await expect(page.getByText('See your appointments')).toBeVisible();
  await expect(page.getByText('Whose information:')).toBeVisible();
  problems.push(...(await axeAtBothSizes(page, 'Connect Pill Pal to Covey')));

  // Deny → back to the app with access_denied and the state
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(/\/app-callback\?/);
  const denied = new URL(page.url());
  expect(denied.searchParams.get('error')).toBe('access_denied');
  expect(denied.searchParams.get('state')).toBe(p.state);

  // Allow → a code that buys a token
  await page.goto(`/oauth/authorize?${query}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/app-callback\?/);
  const allowed = new URL(page.url());
  expect(allowed.searchParams.get('state')).toBe(p.state);
  const code = allowed.searchParams.get('code') ?? '';
  expect(code).toMatch(/^co_ac_/);
  const tokenRes = await fetch(`${server.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: String(client['client_id']),
      code_verifier: p.verifier,
    }),
  });
  expect(tokenRes.status).toBe(200);
  const token = (await tokenRes.json()) as { access_token: string };
  const coverages = await fetch(`${server.url}/api/collections/coverages/records`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  expect(coverages.status).toBe(200);

  // the same scopes again: no card, straight back with a new code
  const again = pkce();
  query.set('state', again.state);
  query.set('code_challenge', again.challenge);
  await page.goto(`/oauth/authorize?${query}`);
  await page.waitForURL(/\/app-callback\?/);
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/^co_ac_/);
  // unless the app asks for consent
  query.set('prompt', 'consent');
  await page.goto(`/oauth/authorize?${query}`);
  await expect(page.getByRole('heading', { name: 'Connect Pill Pal to Covey' })).toBeVisible();

  expect(problems).toEqual([]);
});
