/**
 * Every screen at phone and desktop size: a screenshot under e2e/screenshots/ (gitignored) and an
 * axe-core scan with no serious or critical violations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, seedUser, test, type SeededUser } from '../support/fixtures.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Who = 'anonymous' | 'member' | 'demo';
const SCREENS: [Who, string][] = [
  ['anonymous', '/login'],
  ['anonymous', '/signup'],
  ['anonymous', '/auth/reset'],
  ['anonymous', '/auth/verify'],
  ['anonymous', '/auth/reset?token=x'],
  ['anonymous', '/no/such/page'],
  ['anonymous', '/oauth/authorize'],
  ['member', '/'],
  ['member', '/account'],
  ['member', '/profile'],
  ['member', '/avatar/new/{me}'],
  ['member', '/chat'],
  ['member', '/feed'],
  ['member', '/files'],
  ['member', '/files/new'],
  ['member', '/plans'],
  ['member', '/tasks'],
  ['member', '/reports'],
  ['member', '/reports/new'],
  ['member', '/appointments'],
  ['member', '/appointments/new'],
  ['member', '/circles'],
  ['member', '/members'],
  ['member', '/employers'],
  ['member', '/invites'],
  ['member', '/updates'],
  ['member', '/comments'],
  ['member', '/messages'],
  ['member', '/suggestions'],
  ['member', '/coverages/new'],
  ['member', '/coverages/edit'],
  ['member', '/edit/plans'],
  ['member', '/onboard/guide'],
  ['member', '/auth/onboard'],
  ['member', '/auth/pending'],
  ['member', '/auth/completed'],
  ['member', '/brokers'],
  ['demo', '/demo'],
  ['demo', '/demo/blog'],
  ['demo', '/demo/plan'],
  ['demo', '/demo/agent'],
  ['demo', '/demo/report'],
  ['demo', '/demo/account'],
  ['demo', '/demo/profile'],
  ['demo', '/demo/schedule'],
  ['demo', '/demo/assistant'],
  ['demo', '/demo/appointment'],
  ['demo', '/demo/appointments'],
  ['demo', '/demo/notifications'],
];

async function scan(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const fileName = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[/?=]/g, '_')
        .replace(/\{me\}/, 'me');

for (const who of ['anonymous', 'member', 'demo'] as const) {
  test(`screens for ${who}: screenshots and accessibility`, async ({ page, server }) => {
    test.setTimeout(600_000);
    let user: SeededUser | null = null;
    if (who !== 'anonymous') {
      user = await seedUser(server, { role: who, name: who === 'demo' ? 'Demo Visitor' : 'Morgan Member' });
      await loginAs(page, server, user);
    }
    const problems: string[] = [];
    for (const [owner, template] of SCREENS.filter(([w]) => w === who)) {
      void owner;
      const path = template.replace('{me}', user?.id ?? '');
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('progressbar', { name: /^(Loading|Confirming)/ })).toHaveCount(0); // loading finished
        await page.screenshot({ path: join(SHOTS, `${fileName(template)}-${size.name}.png`), fullPage: true });
        for (const violation of await scan(page)) problems.push(`${path} @${size.name}: ${violation}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
