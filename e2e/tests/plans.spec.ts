/**
 * Plans and tasks, counselor and member side by side: the counselor drafts a plan from a template on
 * the member 360 and proposes it; the member sees it arrive live, accepts, ticks a checklist,
 * completes the tasks, sees 100% and the plan offered for completion; comments both ways; an
 * internal note the member never sees. Then screenshots (phone, desktop) and axe on every new screen.
 */
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { shootAndScan } from '../support/screens.js';

test('a counselor proposes a plan from a template; the member accepts it live and completes it', async ({ browser, server }) => {
  test.setTimeout(600_000);
  const admin = await adminClient(server);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  const counselorRow = await admin.collection('counselors').create({ user: counselor.id, display_name: 'Chris Counselor', active: true });
  const memberRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(memberRow.id, { counselor: counselorRow.id, status: 'active', first_name: 'Maya', last_name: 'Member' });

  const mp = await (await browser.newContext()).newPage();
  const cp = await (await browser.newContext()).newPage();
  await loginAs(mp, server, member);
  await loginAs(cp, server, counselor);

  // The member waits on /plans: nothing yet (drafts are the counselor's).
  await mp.goto('/plans');
  await expect(mp.getByText('No plans yet')).toBeVisible();

  // The counselor drafts "Prepare for surgery" from the member 360.
  await cp.goto(`/members/${memberRow.id}`);
  await expect(cp.getByRole('heading', { name: 'Plans and tasks' })).toBeVisible();
  await cp.getByRole('button', { name: 'New plan' }).click();
  const dialog = cp.getByRole('dialog', { name: 'New plan' });
  await dialog.getByRole('combobox', { name: 'Start from' }).click();
  await cp.getByRole('option', { name: 'Template: Prepare for surgery' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Prepare for surgery');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(cp).toHaveURL(/\/plans\/[a-z0-9]{15}$/);
  const planUrl = new URL(cp.url()).pathname;
  await expect(cp.getByRole('heading', { name: 'Prepare for surgery', level: 1 })).toBeVisible();
  await expect(cp.getByText('Draft', { exact: true })).toBeVisible();
  await expect(cp.getByRole('link', { name: 'Get a cost estimate' })).toBeVisible();

  // A comment for the member and an internal note.
  await cp.getByRole('textbox', { name: 'Add a comment' }).fill('Start with the authorization call.');
  await cp.getByRole('button', { name: 'Post comment' }).click();
  await expect(cp.getByText('Start with the authorization call.')).toBeVisible();
  await cp.getByRole('textbox', { name: 'Add a comment' }).fill('Member sounded anxious about costs.');
  await cp.getByRole('checkbox', { name: 'Internal note (only staff can see it)' }).check();
  await cp.getByRole('button', { name: 'Save note' }).click();
  await expect(cp.getByText('Member sounded anxious about costs.')).toBeVisible();

  await cp.getByRole('button', { name: 'Propose to member' }).click();
  await expect(cp.getByText('Waiting for answer', { exact: true })).toBeVisible();

  // It arrives on the member's screen without a reload; the member accepts.
  await expect(mp.getByRole('link', { name: 'Prepare for surgery', exact: true })).toBeVisible();
  // Review & accept opens the plan and its tasks; accepting is a second, informed step
  await mp.getByRole('link', { name: /^Review & accept/ }).click();
  await expect(mp).toHaveURL(new RegExp(`${planUrl}$`));
  await mp.getByRole('button', { name: 'Accept plan' }).click();
  await expect(mp.getByRole('button', { name: 'Complete plan' })).toBeVisible();
  await mp.goto('/plans');
  await expect(mp.getByRole('heading', { name: 'Active' })).toBeVisible();
  await mp.getByRole('link', { name: 'Prepare for surgery' }).click();
  await expect(mp).toHaveURL(new RegExp(`${planUrl}$`));
  await expect(mp.getByText('Start with the authorization call.')).toBeVisible();
  await expect(mp.getByText('Member sounded anxious about costs.')).toHaveCount(0);
  await expect(mp.getByText('0% done')).toBeVisible();

  // The member answers; the counselor sees it live.
  await mp.getByRole('textbox', { name: 'Add a comment' }).fill('Thanks, I will call today.');
  await mp.getByRole('button', { name: 'Post comment' }).click();
  await expect(cp.getByText('Thanks, I will call today.')).toBeVisible();
  await expect(cp.getByText('Active', { exact: true })).toBeVisible();

  // A checklist on the first task, then done.
  await mp.getByRole('link', { name: 'Check whether the procedure needs prior authorization' }).click();
  await expect(mp.getByRole('heading', { name: 'Checklist (0 of 2)' })).toBeVisible();
  await mp.getByRole('checkbox', { name: 'Call the number on your insurance card' }).check();
  await expect(mp.getByRole('heading', { name: 'Checklist (1 of 2)' })).toBeVisible();
  await expect(mp.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await mp.getByRole('button', { name: 'Start' }).click();
  await expect(mp.getByRole('button', { name: 'Waiting on someone' })).toBeVisible();
  await mp.getByRole('button', { name: 'Mark done' }).click();
  await expect(mp.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(mp.getByRole('button', { name: 'Mark done' })).toHaveCount(0);

  // One tap per remaining task on the plan.
  await mp.getByRole('link', { name: 'Prepare for surgery' }).click();
  await expect(mp.getByText('17% done')).toBeVisible();
  const open = mp.getByRole('checkbox', { name: /^Mark “.*” done$/ });
  await expect(open).toHaveCount(5);
  // each by its own name: `first()` of a shrinking list can move on to the next task mid-action
  const names = (await open.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).filter(Boolean);
  expect(names).toHaveLength(5);
  for (const [i, name] of names.entries()) {
    await mp.getByRole('checkbox', { name, exact: true }).click();
    await expect(open).toHaveCount(4 - i);
  }
  await expect(mp.getByText('100% done')).toBeVisible();
  await expect(mp.getByText('Every task is done')).toBeVisible();
  await expect(mp.getByRole('button', { name: 'Complete plan' })).toBeVisible();

  // Screens, both sides: screenshots and axe.
  const taskPath = new URL(await mp.getByRole('link', { name: 'Get a cost estimate' }).evaluate((a: HTMLAnchorElement) => a.href)).pathname;
  const problems: string[] = [];
  for (const [path, name] of [
    ['/', 'member-home'],
    ['/plans', 'member-plans'],
    [planUrl, 'member-plan'],
    ['/tasks', 'member-tasks'],
    [taskPath, 'member-task'],
    ['/updates', 'member-updates'],
    ['/comments', 'member-comments'],
  ] as const) {
    await shootAndScan(mp, 'plans', path, name, problems, { progress: /^Loading/ });
  }
  for (const [path, name] of [
    ['/', 'counselor-home'],
    ['/plans', 'counselor-plans'],
    [planUrl, 'counselor-plan'],
    [`/members/${memberRow.id}`, 'counselor-member'],
    ['/tasks', 'counselor-tasks'],
    ['/updates', 'counselor-updates'],
    ['/comments', 'counselor-comments'],
  ] as const) {
    await shootAndScan(cp, 'plans', path, name, problems, { progress: /^Loading/ });
  }
  expect(problems).toEqual([]);

  // The member's timeline shows the proposal and acceptance; the counselor completes the plan.
  await mp.goto('/updates');
  await expect(mp.getByRole('link', { name: 'Proposed the plan “Prepare for surgery”' })).toBeVisible();
  await expect(mp.getByRole('link', { name: 'Accepted the plan “Prepare for surgery”' })).toBeVisible();
  await expect(mp.getByText('Wrote an internal note', { exact: false })).toHaveCount(0);
  await cp.goto(planUrl);
  await cp.getByRole('button', { name: 'Complete plan' }).click();
  await expect(cp.getByRole('button', { name: 'Reopen plan' })).toBeVisible();

  // A new counselor comment shows as unread on the member's /comments (live), until opened.
  await mp.goto('/comments');
  await expect(mp.getByText('Start with the authorization call.')).toBeVisible();
  await cp.getByRole('textbox', { name: 'Add a comment' }).fill('Well done, Maya!');
  await cp.getByRole('button', { name: 'Post comment' }).click();
  const fresh = mp.getByRole('listitem').filter({ hasText: 'Well done, Maya!' });
  await expect(fresh.getByText('Unread', { exact: true })).toBeVisible();
  await expect(mp.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()).toContainText('Well done, Maya!');
  await fresh.getByRole('link', { name: 'Plan: Prepare for surgery' }).click();
  await expect(mp.getByText('Well done, Maya!')).toBeVisible();
  await mp.goto('/comments');
  await expect(mp.getByRole('listitem').filter({ hasText: 'Well done, Maya!' })).toBeVisible();
  await expect(mp.getByText('Unread', { exact: true })).toHaveCount(0);
});

test('a member keeps personal plans and loose tasks, sees the onboarding task, and reads refusals as sentences', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const member = await seedUser(server, { role: 'member', name: 'Pat Person' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(row.id, { first_name: 'Pat', last_name: 'Person' });
  // what "I'll do it later" on the onboarding coverage step creates
  await admin.collection('tasks').create({ member: row.id, title: 'Add your insurance card', status: 'todo', category: 'document', source: 'system', created_by: member.id });

  const page = await (await browser.newContext()).newPage();
  await loginAs(page, server, member);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your next tasks' }).getByRole('link', { name: 'Add your insurance card' })).toBeVisible();
  await page.goto('/tasks');
  await expect(page.getByRole('tab', { name: 'My tasks', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My tasks' }).getByRole('link', { name: 'Add your insurance card' })).toBeVisible();

  // A personal plan starts active; a task in it, and a loose task.
  await page.goto('/plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Get my HSA set up');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { name: 'Get my HSA set up', level: 1 })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('dialog', { name: 'Add task' }).getByRole('textbox', { name: 'Title' }).fill('Call the HSA bank');
  await page.getByRole('dialog', { name: 'Add task' }).getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByRole('link', { name: 'Call the HSA bank' })).toBeVisible();
  await expect(page.getByText('0% done')).toBeVisible();

  await page.goto('/tasks');
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog', { name: 'New task' }).getByRole('textbox', { name: 'Title' }).fill('Find my old EOBs');
  await page.getByRole('dialog', { name: 'New task' }).getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByRole('list', { name: 'My tasks' }).getByRole('link', { name: 'Find my old EOBs' })).toBeVisible();

  // A refused move (as when someone else changed the task first) is a sentence, not the server's text.
  await page.getByRole('link', { name: 'Find my old EOBs' }).click();
  await page.route('**/api/collections/tasks/records/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: 404, message: "The requested resource wasn't found.", data: {} }) })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByRole('alert')).toHaveText("This task can't move from To do to Done. Refresh to see its latest state.");
  await expect(page.getByText("The requested resource wasn't found.")).toHaveCount(0);

  // Employers never reach any of it.
  const employer = await seedUser(server, { role: 'employer' });
  const ep = await (await browser.newContext()).newPage();
  await loginAs(ep, server, employer);
  for (const path of ['/plans', '/tasks', '/updates', '/comments']) {
    await ep.goto(path);
    await expect(ep.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});
