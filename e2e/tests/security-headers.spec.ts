/**
 * Decision 0032: the app runs under its Content-Security-Policy (no violation on the screens people use)
 * and the document says which referrer policy applies.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** records every CSP violation of the page, from the first script on */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [...console, ...((await page.evaluate(() => window.__cspViolations ?? [])) as string[])];
}

test('the app works under its Content-Security-Policy', async ({ page, server }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/login');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(res!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const user = await seedUser(server, { name: 'Csp Member' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  for (const [path, heading] of [
    ['/plans', 'Plans'],
    ['/files', 'Files'],
    ['/reports', 'Reports'],
    ['/account', 'Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  // moving to a screen with a secret in its URL switches the page to no-referrer, and back
  const reset = await page.goto('/auth/reset?token=not-a-real-token');
  expect(reset!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  expect(await violations()).toEqual([]);

  // the policy is enforced: an injected inline script does not run (and is reported)
  const ran = await page.evaluate(() => {
    const w = window as Window & { __injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
});

test('the referrer policy follows the screen as the app navigates', async ({ page, server }) => {
  const user = await seedUser(server, { name: 'Referrer Member' });
  await loginAs(page, server, user);
  const res = await page.goto('/plans');
  expect(res!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin-when-cross-origin');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/auth/verify?token=x');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
});
