import { AxeBuilder } from '@axe-core/playwright';
/**
 * Issue 5: a new member's first journey. Sign up → guide → contact → coverage (card photos, a
 * dependent) → agreements → information → /auth/completed with the assigned counselor. Along the way:
 * reload resumes at the stored step, skipping ahead by URL is sent back, Back + resubmit is harmless.
 * Phone and desktop screenshots of every step go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, test, uniqueEmail } from '../support/fixtures.js';
import { signAgreements } from '../support/agreements.js';
import { cardPng } from '../support/png.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

/** screenshots at phone and desktop size, and no serious or critical axe violations on the step */
async function shoot(page: Page, name: string): Promise<void> {
  const serious = (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
  for (const size of [
    { n: 'phone', width: 390, height: 844 },
    { n: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: join(SHOTS, `onboarding-${name}-${size.n}.png`), fullPage: true });
  }
}

test('a new member goes through onboarding and meets their counselor', async ({ page, server, browser }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const staff = await admin.collection('users').create({
    email: uniqueEmail('counselor'),
    password: 'Passw0rd-e2e',
    passwordConfirm: 'Passw0rd-e2e',
    name: 'Jordan Counselor',
    role: 'counselor',
    verified: true,
  });
  await admin.collection('counselors').create({
    user: staff.id,
    display_name: 'Jordan Lee',
    bio: '<p>Ten years helping families with their benefits.</p>',
    languages: ['en', 'es'],
    accepting: true,
    active: true,
    capacity: 50,
  });

  // sign up: the guard sends the new member to the first step
  const email = uniqueEmail('newmember');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Robin Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-new');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboard\/guide$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Covey' })).toBeVisible();
  await shoot(page, '1-guide');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('An assistant any time')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();

  // contact
  await expect(page).toHaveURL(/\/onboard\/contact$/);
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Robin');
  await page.getByRole('textbox', { name: 'Phone' }).fill('415-555-0100');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('94110');
  await page.getByRole('checkbox', { name: /text messages/ }).check();
  await shoot(page, '2-contact');
  await page.getByRole('button', { name: 'Continue' }).click();

  // coverage: reload resumes here; home and a later step by URL come back here
  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your insurance' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  await page.goto('/onboard/information');
  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  // another device resumes at the same step
  const other = await browser.newPage();
  await loginAs(other, server, { email, password: 'Passw0rd-new' });
  await other.goto('/');
  await expect(other).toHaveURL(/\/onboard\/coverage$/);
  await other.close();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/onboard\/contact$/);
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94110');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/coverage$/);

  await page.getByRole('textbox', { name: 'Insurance company' }).fill('Aetna');
  await page.getByRole('textbox', { name: 'Plan name' }).fill('Choice POS II');
  await page.getByRole('textbox', { name: 'Member ID' }).fill('W123456789');
  await page.getByRole('textbox', { name: 'Group number' }).fill('GRP-42');
  const files = page.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: cardPng(86, 54, [40, 120, 200]) });
  await files
    .nth(1)
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: cardPng(86, 54, [220, 220, 220]) });
  await page.getByRole('button', { name: 'Add a dependent' }).click();
  await page.getByRole('textbox', { name: 'Dependent 1 first name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Dependent 1 last name' }).fill('Newcomer');
  await page.getByLabel('Dependent 1 date of birth').fill('2016-05-01');
  await shoot(page, '3-coverage');
  await page.getByRole('button', { name: 'Continue' }).click();

  // agreement; Back shows the saved coverage, continuing again adds nothing
  await expect(page).toHaveURL(/\/onboard\/agreement$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  await expect(page.getByRole('textbox', { name: 'Member ID' })).toHaveValue('W123456789');
  await expect(page.getByRole('img', { name: 'Insurance card front' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/agreement$/);
  await page.getByRole('button', { name: 'Read the full text' }).first().click();
  await shoot(page, '4-agreement');
  await signAgreements(page, 'Robin Newcomer');

  // information → completed
  await expect(page).toHaveURL(/\/onboard\/information$/);
  await page.getByRole('checkbox', { name: 'Find a doctor' }).check();
  await page.getByRole('checkbox', { name: 'An interpreter' }).check();
  await page.getByRole('combobox', { name: 'Interpreter language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await shoot(page, '5-information');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/auth\/completed$/);
  await expect(page.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a first message' })).toHaveAttribute(
    'href',
    /\/chat\/[a-z0-9]{15}$/,
  );
  await expect(page.getByRole('link', { name: 'Book a welcome call' })).toHaveAttribute(
    'href',
    /\/appointments\/new\?counselor=/,
  );
  await shoot(page, '6-completed');

  // what the server holds
  const user = await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: email }));
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  expect(member).toMatchObject({ onboarding_step: 'completed', status: 'active' });
  const coverages = await admin
    .collection('coverages')
    .getFullList({ filter: admin.filter('member = {:m}', { m: member.id }) });
  expect(coverages).toHaveLength(1);
  expect(coverages[0]).toMatchObject({ carrier: 'Aetna', member_id: 'W123456789', primary: true, status: 'active' });
  expect(coverages[0]!['card_front']).toMatch(/\.png$/);
  expect(coverages[0]!['card_back']).toMatch(/\.png$/);
  const agreements = await admin
    .collection('agreements')
    .getFullList({ filter: admin.filter('user = {:u}', { u: user.id }) });
  expect(agreements.map((a) => a['document']).sort()).toEqual([
    'ai_assistant_notice',
    'hipaa_authorization',
    'privacy',
    'sms_consent',
    'terms',
  ]);
  const profile = await admin.collection('profiles').getFirstListItem(admin.filter('member = {:m}', { m: member.id }));
  expect(profile).toMatchObject({ needs: ['find_doctor'], interpreter_language: 'es', phone: '415-555-0100' });
  const dependents = await admin
    .collection('members')
    .getFullList({ filter: admin.filter('subscriber = {:m}', { m: member.id }) });
  expect(dependents.map((d) => [d['first_name'], d['minor']])).toEqual([['Sam', true]]);
  // the dependent added on the coverage step is on that plan: their own coverage, with the subscriber
  const samCoverages = await admin
    .collection('coverages')
    .getFullList({ filter: admin.filter('member = {:m}', { m: dependents[0]!.id }) });
  expect(samCoverages).toEqual([
    expect.objectContaining({ subscriber: member.id, relationship: 'child', carrier: 'Aetna', status: 'active' }),
  ]);

  // home is open now; the coverages list shows mine and Sam's, mine opens in its editor with the card photos
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/coverages/edit');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: /Robin Newcomer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/coverages/edit/${coverages[0]!.id}$`));
  await expect(page.getByRole('img', { name: 'Insurance card front' }).first()).toBeVisible();
  await page.getByText('Back', { exact: true }).first().click();
  await expect(page.getByRole('img', { name: 'Insurance card back' }).first()).toBeVisible();
  await shoot(page, '7-coverage-edit');
});

test('"I\'ll do it later" skips coverage and leaves a task', async ({ page, server }) => {
  const admin = await adminClient(server);
  const email = uniqueEmail('later');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Lee Later');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-new');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/coverage$/);
  await page.getByRole('button', { name: "I'll do it later" }).click();
  await expect(page).toHaveURL(/\/onboard\/agreement$/);
  const user = await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: email }));
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  const tasks = await admin
    .collection('tasks')
    .getFullList({ filter: admin.filter('member = {:m}', { m: member.id }) });
  expect(tasks.map((t) => t['title'])).toEqual(['Add your insurance card']);
  expect(member['onboarding_step']).toBe('agreement');
});
