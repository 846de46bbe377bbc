/**
 * Counselors see the member's language (issue 31): a member who chose Español shows a "Spanish"
 * badge on the counselor's caseload and on member 360; an English-speaking member shows none on the
 * caseload. axe-clean at 390×844 and 1280×800; screenshots in e2e/test-results/member-language/.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';

const SHOTS = join(fileURLToPath(new URL('..', import.meta.url)), 'test-results/member-language');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`the member's language on the caseload and member 360 at ${size.width}×${size.height}`, async ({ page, server }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const admin = await adminClient(server);
    const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
    const row = await admin.collection('counselors').create({ user: counselor.id, display_name: counselor.name, active: true });
    const assign = async (name: string, language: string) => {
      const user = await seedUser(server, { role: 'member', name });
      // the person's own choice: members.language follows it
      await admin.collection('users').update(user.id, { language });
      const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
      return admin.collection('members').update(member.id, { counselor: row.id, status: 'active' });
    };
    const lucia = await assign('Lucía Ramírez', 'es');
    await assign('Ben English', 'en');

    await loginAs(page, server, counselor);
    await page.goto('/members');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByText('Lucía Ramírez')).toBeVisible();
    await expect(members.getByText('Ben English')).toBeVisible();
    await expect(members.getByLabel('Language: Spanish')).toHaveCount(1);
    await expect(members.getByLabel(/^Language:/)).toHaveCount(1);
    await page.screenshot({ path: join(SHOTS, `caseload-${size.name}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/members/${lucia.id}`);
    await expect(page.getByLabel('Language: Spanish')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `member-${size.name}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
