import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';

test.describe('sign up, sign in, sign out', () => {
  test('a new user signs up, is signed in, and signs out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Robin Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-new');
    await page.getByRole('button', { name: 'Create account' }).click();
    // This server cannot send mail, so the new account is not held at /auth/verify (guard step 4).
    await expect(page).not.toHaveURL(/\/signup/);
    await page.goto('/account');
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });

  test('sign-up errors from the server show on the form', async ({ page, server }) => {
    const existing = await seedUser(server);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Dup');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-dup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('signing in returns to the redirect target', async ({ page, server }) => {
    const user = await seedUser(server, { name: 'Sam Member' });
    await page.goto('/plans');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplans$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await expect(page.getByText('No plans yet')).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page, server }) => {
    const user = await seedUser(server);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing out from the account screen', async ({ page, server }) => {
    const user = await seedUser(server);
    await loginAs(page, server, user);
    await page.goto('/account');
    await expect(page.getByText('Version 1.5.0')).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });
});

test.describe('guard', () => {
  test('signed-out users go to /login with the path to return to', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await page.goto('/reports/new?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Freports%2Fnew%3Fx%3D1$/);
  });

  test('public screens stay open while signed out', async ({ page }) => {
    for (const path of ['/login', '/signup', '/auth/reset', '/auth/verify']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('signed-in users skip /login and /signup', async ({ page, server }) => {
    await loginAs(page, server, await seedUser(server));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('unverified users are sent to /auth/verify but may open /account (when mail is on)', async ({
    page,
    server,
  }) => {
    const admin = await adminClient(server);
    await admin.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: 2525 } });
    await loginAs(page, server, await seedUser(server, { verified: false }));
    await page.goto('/plans');
    await expect(page).toHaveURL(/\/auth\/verify$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    await admin.settings.update({ smtp: { enabled: false } });
  });

  test('routes a role may not open are not found', async ({ page, server }) => {
    await loginAs(page, server, await seedUser(server));
    await page.goto('/brokers');
    await expect(page.getByText('Page Not Found: /brokers')).toBeVisible();
  });

  test('the top bar links', async ({ page, server }) => {
    await loginAs(page, server, await seedUser(server));
    await page.goto('/plans');
    const bar = page.getByRole('banner');
    await bar.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await bar.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });
});

test('changing the password needs the current one and keeps the session', async ({ page, server }) => {
  const user = await seedUser(server);
  await loginAs(page, server, user);
  await page.goto('/account');
  await page.getByRole('textbox', { name: 'Current password' }).fill('not-the-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-pass1');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Brand-new-pass1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand-new-pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
