/**
 * Issue 11, the frame: each role's navigation at phone and desktop size (bottom tab bar / side
 * navigation, the current item marked, a "More" sheet with only routes the role may use), each role's
 * home (screenshots under e2e/screenshots/, axe clean), the frame and a skeleton on a full load with
 * 1.5 s of added API latency, honest placeholders, and error sentences people understand.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test, type SeededUser } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Role = 'member' | 'counselor' | 'employer' | 'broker';

const PRIMARY: Record<Role, string[]> = {
  member: ['Home', 'Care', 'Appointments', 'Messages'],
  counselor: ['Queue', 'Caseload', 'Appointments', 'Messages'],
  employer: ['Home', 'Roster', 'Metrics'],
  broker: ['Book', 'Employers'],
};

/** In "More" (a sample), and what must never be offered to the role. */
const MORE: Record<Role, { has: string[]; never: string[] }> = {
  member: {
    has: ['Tasks', 'Bills and claims', 'Insurance cards', 'Files', 'Circles', 'Profile'],
    never: ['API keys', 'Brokers', 'Our broker'],
  },
  counselor: {
    has: ['Caseload tasks', 'Reports', 'Files', 'Employers'],
    never: ['API keys', 'Brokers', 'Insurance cards'],
  },
  employer: {
    has: ['Our broker', 'Invites', 'API keys', 'Announcements'],
    never: ['Tasks', 'Plans', 'Bills and claims', 'Files', 'Circles', 'Insurance cards', 'All messages'],
  },
  broker: {
    has: ['Our agency', 'Invites', 'API keys'],
    never: ['Tasks', 'Plans', 'Bills and claims', 'Files', 'Circles', 'Insurance cards', 'All messages'],
  },
};

async function seedEmployerAdmin(server: RunningServer): Promise<SeededUser> {
  const admin = await adminClient(server);
  const user = await seedUser(server, { role: 'employer', name: 'Erin Employer' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace('T', ' ');
  const employer = await admin.collection('employers').create({
    name: 'Acme Foods',
    status: 'active',
    admins: [user.id],
    plan_year_start: day(60),
    open_enrollment_start: day(12),
    open_enrollment_end: day(26),
  });
  for (const [status, n] of [
    ['invited', 3],
    ['onboarding', 1],
    ['active', 2],
  ] as const) {
    for (let i = 0; i < n; i += 1) {
      await admin.collection('members').create({
        first_name: `Em${status}${i}`,
        last_name: 'Ployee',
        email: `${status}${i}-${user.id}@example.com`,
        employer: employer.id,
        status,
      });
    }
  }
  return user;
}

async function seedBroker(server: RunningServer): Promise<SeededUser> {
  const admin = await adminClient(server);
  const user = await seedUser(server, { role: 'broker', name: 'Bea Broker' });
  const agency = await admin
    .collection('brokers')
    .create({ name: 'Harbor Benefits', users: [user.id], owner: user.id });
  await admin.collection('employers').create({
    name: 'Acme Foods',
    status: 'active',
    broker: agency.id,
    plan_year_start: '2027-01-01 00:00:00.000Z',
  });
  await admin.collection('employers').create({ name: 'Birch Dental', status: 'prospect', broker: agency.id });
  return user;
}

async function seedRole(server: RunningServer, role: Role): Promise<SeededUser> {
  if (role === 'employer') return seedEmployerAdmin(server);
  if (role === 'broker') return seedBroker(server);
  return seedUser(server, { role, name: role === 'member' ? 'Casey Example' : 'Chris Counselor' });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** What each role's home shows once loaded (so the screenshot is of the real home). */
async function homeLoaded(page: Page, role: Role, phone: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  if (role === 'member') await expect(page.getByRole('heading', { name: 'Your counselor' })).toBeVisible();
  if (role === 'counselor') await expect(page.getByRole('heading', { name: 'Unread conversations' })).toBeVisible();
  if (role === 'employer') {
    await expect(page.getByRole('heading', { name: 'Acme Foods' })).toBeVisible();
    await expect(page.getByText(/Open enrollment starts in \d+ days/)).toBeVisible();
    await expect(page.getByText('33% using Covey')).toBeVisible();
  }
  if (role === 'broker') {
    await expect(page.getByRole('heading', { name: 'Book of business' })).toBeVisible();
    // a table on wider screens, a card per employer on phones
    const book = page.getByRole(phone ? 'list' : 'table', { name: 'Your employer groups' });
    const row = phone ? 'listitem' : 'row';
    await expect(book.getByRole(row).filter({ hasText: 'Acme Foods' })).toBeVisible();
    await expect(book.getByRole(row).filter({ hasText: 'Birch Dental' })).toContainText('Prospect');
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const role of ['member', 'counselor', 'employer', 'broker'] as const) {
  test(`${role}: navigation and home at phone and desktop size`, async ({ page, server }) => {
    test.setTimeout(240_000);
    await loginAs(page, server, await seedRole(server, role));
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      const names = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent?.trim()));
      expect(names).toEqual(PRIMARY[role]);
      await expect(nav.getByRole('link', { name: PRIMARY[role][0], exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
      // phones: a bar at the bottom; wider screens: a column on the left
      // (the bar and the column are different elements: wait until the one for this size has settled)
      await expect(async () => {
        const box = await nav.boundingBox();
        expect(box).not.toBeNull();
        if (size.name === 'phone') {
          expect(box!.y + box!.height).toBeGreaterThan(size.height - 2);
          expect(box!.width).toBeGreaterThan(size.width - 2);
        } else {
          expect(box!.x).toBeLessThan(2);
          expect(box!.height).toBeGreaterThan(size.height / 2);
        }
      }).toPass();

      await homeLoaded(page, role, size.name === 'phone');
      // the top bar keeps the spec: logo home link and profile icon; members also get the chat icon
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Profile' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Chat' })).toHaveCount(role === 'member' ? 1 : 0);
      // every role has the notification bell (issue 29)
      await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `frame-${role}-home-${size.name}.png`), fullPage: true });

      // "More": the rest of the role's routes, never one the role may not use
      await nav.getByRole('button', { name: 'More' }).click();
      const sheet = page.getByRole('dialog', { name: 'More' });
      await expect(sheet).toBeVisible();
      for (const label of MORE[role].has)
        await expect(sheet.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of MORE[role].never)
        await expect(sheet.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `frame-${role}-more-${size.name}.png`) });
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();

      // the second destination becomes the current one
      await nav.getByRole('link', { name: PRIMARY[role][1], exact: true }).click();
      await expect(nav.getByRole('link', { name: PRIMARY[role][1], exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: PRIMARY[role][0], exact: true })).not.toHaveAttribute('aria-current');
    }
  });
}

test('a full load shows the frame and a skeleton while the API answers 1.5 s late', async ({ page, server }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await loginAs(page, server, await seedUser(server, { name: 'Casey Example' }));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route(/\/api\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await held;
    await route.continue();
    answered += 1;
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeVisible();
  expect(answered).toBe(0);
  await page.screenshot({ path: join(SHOTS, 'frame-skeleton-desktop.png') });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
});

test('screens show the data that exists, never a false "nothing yet"', async ({ page, server }) => {
  await loginAs(page, server, await seedBroker(server));
  await page.goto('/employers');
  await expect(page.getByText('Birch Dental').first()).toBeVisible();
  await expect(page.getByText('No employers yet')).toHaveCount(0);
  await expect(page.getByText(/coming to Covey soon/)).toHaveCount(0);
});

test.describe('errors people understand', () => {
  test('sign-up with an email that already has an account does not say so', async ({ page, server }) => {
    const existing = await seedUser(server);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Casey Again');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-passw0rd');
    await page.getByRole('button', { name: 'Create account' }).click();
    // the screen does not tell whether the address has an account (issue 26); its owner gets a mail
    const alert = page.getByRole('alert').filter({ hasText: 'Check your inbox' });
    await expect(alert).toContainText('If you already have an account, sign in or reset your password.');
    await expect(page.getByText('already exists')).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset');
    for (const raw of ['Failed to create record.', 'Value must be unique.']) {
      await expect(page.getByText(raw)).toHaveCount(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('password guessing makes the account wait, and the way out is offered', async ({ page, server }) => {
    const user = await seedUser(server);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    for (let i = 0; i < 5; i += 1) {
      await password.fill(`wrong-guess-${i}`);
      const answered = page.waitForResponse((r) => r.url().includes('/auth-with-password'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText('The email or password is not correct.');
    }
    // the account now waits: even the right password is not checked, and the reset is the way out
    await password.fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' });
    await expect(alert).toContainText('Wait a few minutes, or reset your password to sign in now.');
    await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset');
    await expect(page.getByText(/for this account\. Wait a few minutes, or sign in with a one-time code/)).toHaveCount(0);
  });

  test('a wrong password, and a reset when this server cannot send mail', async ({ page, server }) => {
    // the server is shared by the worker's spec files: mail off here, whatever an earlier file set
    await (await adminClient(server)).settings.update({ smtp: { enabled: false } });
    const user = await seedUser(server);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The email or password is not correct.');
    await expect(page.getByText('Failed to authenticate.')).toHaveCount(0);

    await page.getByRole('alert').getByRole('link', { name: 'Reset your password' }).click();
    await expect(page).toHaveURL(/\/auth\/reset$/);
    await expect(page.getByText("Email isn't set up on this Covey server yet — ask your administrator.")).toBeVisible();
    await expect(page.getByText(/SMTP/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  });
});
