/**
 * Issue 30, the operator console: an operator (a `_superusers` session, put in the app's storage as the
 * app does until /login signs operators in) sees a member without a counselor on the operations home,
 * finds a member by employee id and by email, opens the person page, reassigns the counselor, suspends
 * and reinstates the account, starts a support view with a reason, and adds a counselor with mail off (the one-time link is shown, and the
 * screen does not claim an email went out). axe (serious/critical) and screenshots (e2e/screenshots/)
 * at 390×844 and 1280×800.
 */
import { adminClient, expect, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import { shootAndScan } from '../support/screens.js';
import { operatorSession } from '../support/operator-session.js';


test('an operator finds a member, reassigns the counselor, suspends and reinstates, and adds a counselor with mail off', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const casey = await seedUser(server, { role: 'counselor', name: 'Casey Counselor' });
  const robin = await seedUser(server, { role: 'counselor', name: 'Robin Other' });
  const caseyRow = await admin.collection('counselors').create({ user: casey.id, display_name: 'Casey Counselor', active: true, accepting: true, capacity: 20 });
  const robinRow = await admin.collection('counselors').create({ user: robin.id, display_name: 'Robin Other', active: true, accepting: true, capacity: 20 });
  const employer = await admin.collection('employers').create({ name: 'Acme Foods', status: 'active', counselors: [caseyRow.id, robinRow.id] });
  const max = await seedUser(server, { role: 'member', name: 'Max Member' });
  const maxRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: max.id }));
  await admin.collection('members').update(maxRow.id, { employer: employer.id, status: 'active', first_name: 'Max', last_name: 'Member', employee_id: 'E-77123', counselor: caseyRow.id });
  const nia = await seedUser(server, { role: 'member', name: 'Nia Nobody' });
  const niaRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: nia.id }));
  await admin.collection('members').update(niaRow.id, { status: 'active', first_name: 'Nia', last_name: 'Nobody', counselor: '' });
  expect((await admin.collection('members').getOne(niaRow.id))['counselor']).toBe('');

  await operatorSession(page, server);
  const problems: string[] = [];

  // the operations home lists the member without a counselor, and links to them
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /finished sign-up but have no counselor|finished sign-up but has no counselor/ }).click();
  await expect(page).toHaveURL(/\/members\?needs=counselor/);
  await expect(page.getByRole('link', { name: 'Nia Nobody' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Max Member' })).toHaveCount(0);

  // find anyone: by employee id, then by email
  await page.goto('/members');
  await page.getByRole('textbox', { name: 'Name, email or employee ID' }).fill('E-77123');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 person found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Max Member' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name, email or employee ID' }).fill(max.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText('1 person found')).toBeVisible();
  await page.getByRole('link', { name: 'Max Member' }).click();

  // the person page: employer, counselor with reassign, account state
  await expect(page.getByRole('heading', { name: 'Max Member', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Foods' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Counselor', exact: true }).click();
  await page.getByRole('option', { name: 'Robin Other' }).click();
  await page.getByRole('button', { name: 'Reassign counselor' }).click();
  await expect(page.getByText('The counselor was changed.', { exact: false })).toBeVisible();
  expect((await admin.collection('members').getOne(maxRow.id))['counselor']).toBe(robinRow.id);

  await page.getByRole('button', { name: 'Suspend account' }).click();
  await page.getByRole('button', { name: 'Keep the account active' }).click();
  expect((await admin.collection('users').getOne(max.id))['status']).not.toBe('suspended');
  await page.getByRole('button', { name: 'Suspend account' }).click();
  await page.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(page.getByText('Suspended: cannot sign in')).toBeVisible();
  expect((await admin.collection('users').getOne(max.id))['status']).toBe('suspended');
  await page.getByRole('button', { name: 'Reinstate account' }).click();
  await expect(page.getByText('Active: can sign in')).toBeVisible();
  expect((await admin.collection('users').getOne(max.id))['status']).toBe('active');

  // the support view: a reason is required; the person is told
  await page.getByRole('textbox', { name: 'Reason' }).fill('They asked for help with a claim on the phone.');
  await page.getByRole('button', { name: 'Start support view' }).click();
  await expect(page.getByText(/^Support view until/)).toBeVisible();
  const told = await admin.collection('notifications').getFullList({ filter: admin.filter('user = {:u}', { u: max.id }) });
  expect(told.map((n) => n['title'])).toContain('Covey support viewed your account');
  await page.getByRole('button', { name: 'End support view' }).click();
  await expect(page.getByRole('button', { name: 'Start support view' })).toBeVisible();

  // adding a counselor with mail off shows the one-time link and says no email was sent
  await page.goto('/employers');
  await expect(page.getByRole('heading', { name: 'Add a direct employer, broker agency or counselor' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Counselor' }).click();
  await page.getByRole('textbox', { name: "Counselor's name" }).fill('Cleo New');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('cleo'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is not set up on this Covey server, so nothing was emailed', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link to set a password' })).toHaveValue(/\/auth\/reset|confirm-password-reset|token=/);
  await expect(page.getByText(/We emailed/)).toHaveCount(0);

  await shootAndScan(page, 'operator', '/', 'home', problems, { ready: (p) => expect(p.getByRole('heading', { name: 'Counselor capacity' })).toBeVisible() });
  await shootAndScan(page, 'operator', `/members?q=${encodeURIComponent(max.email)}`, 'members', problems, { ready: (p) => expect(p.getByRole('link', { name: 'Max Member' }).first()).toBeVisible() });
  await shootAndScan(page, 'operator', `/members/${maxRow.id}`, 'person', problems, { ready: (p) => expect(p.getByRole('heading', { name: 'Support view' })).toBeVisible() });
  await shootAndScan(page, 'operator', '/employers', 'employers', problems, {
    // other specs on this worker's server may have made their own Acme Foods: wait for this one's link
    ready: (p) => expect(p.locator(`a[href="/employers/${employer.id}"]`)).toBeVisible(),
  });
  expect(problems).toEqual([]);
});
