/**
 * Issue 29 parts 3 and 5 on the seeded demo (`covey seed --demo` run against the spec's server):
 * the caregiver Jordan sees Alex's items labelled with Alex's name, is not offered "Me" (a caregiver
 * account has nothing of its own), meets actions that name Alex and is not onboarded as a member; the seeded
 * member Alex's home is lived in and the assistant answers urgent care from the plan's own SBC.
 * Screenshots at 390×844 and 1280×800 go to test-results/caregiver-demo/.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { seriousViolations as axe } from '../support/axe.js';
import { expect, loginAs, test } from '../support/fixtures.js';
import { ROOT, SERVER_MAIN } from '../support/server.js';

const PASSWORD = 'covey-demo-2024';
const JORDAN = { email: 'jordan.rivera@example.com', password: PASSWORD };
const ALEX = { email: 'alex.rivera@example.com', password: PASSWORD };
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

test.describe.configure({ mode: 'serial' });

let seeded = false;
test.beforeEach(({ server }) => {
  if (seeded) return;
  execFileSync(process.execPath, [SERVER_MAIN, 'seed', '--demo', `--dir=${server.dir}`], { cwd: ROOT, stdio: 'pipe' });
  seeded = true;
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `test-results/caregiver-demo/${name}-${size.name}.png`, fullPage: true });
  }
}

test("the caregiver sees Alex's labelled items, is not offered \"Me\", and actions name Alex", async ({ page, server }) => {
  test.setTimeout(120_000);
  await loginAs(page, server, JORDAN);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan', level: 1 })).toBeVisible({ timeout: 30_000 });
  // Alex's things say whose they are
  await expect(page.getByRole('heading', { name: "Alex's plan" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Alex's plan: Prepare for surgery" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next appointment for Alex' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "Mark Alex's task “Get the pre-authorization approved” done" })).toBeVisible();
  // a caregiver account: no counselor of their own, no insurance prompt; the choice to use Covey for themselves
  await expect(page.getByRole('heading', { name: 'Your counselor' })).toHaveCount(0);
  await expect(page.getByText('No insurance card yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use Covey for myself' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'caregiver-home');

  // Jordan only looks after Alex (a caregiver account): no "Me" with nothing in it, no switcher for one person
  await expect(page.getByRole('radiogroup', { name: 'Show things for' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Me' })).toHaveCount(0);

  // the appointments list and the appointment say whose it is; cancelling names Alex
  await page.goto('/appointments');
  const call = page.getByRole('link', { name: /^Alex's appointment: Video call with / });
  await expect(call).toBeVisible();
  await shoot(page, 'caregiver-appointments');
  await call.click();
  await expect(page.getByRole('heading', { name: /^Alex's appointment: Video call with / })).toBeVisible();
  await expect(page.getByRole('button', { name: "Cancel Alex's appointment" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'caregiver-appointment');
});

test("the demo member's home is lived in and the assistant answers urgent care from the plan's SBC", async ({ page, server }) => {
  test.setTimeout(120_000);
  await loginAs(page, server, ALEX);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Alex', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Your plan: Prepare for surgery' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MRI bill looks too high' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next appointment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Video call with / })).toBeVisible();
  // Alex manages Mia (8): the switcher offers her
  await expect(page.getByRole('radiogroup', { name: 'Show things for' }).getByText('Mia', { exact: true })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'member-home');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('textbox', { name: 'Ask the assistant' }).fill('Is urgent care covered?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(/Urgent care centers and walk-in clinics are covered/).first()).toBeVisible({ timeout: 30_000 });
  await thread.getByRole('button', { name: /Show sources/ }).first().click();
  await expect(
    thread.getByRole('list', { name: 'Sources' }).first().getByText(/Acme HDHP \+ HSA - Summary of Benefits and Coverage/).first(),
  ).toBeVisible();
  await shoot(page, 'member-assistant');
});
