/**
 * One route of a Spanish walk-through at the page's size: a Spanish level-1 heading, `lang="es"`, nothing
 * loading, no sideways scroll, axe clean (serious/critical), and a full-page screenshot in e2e/screenshots/
 * (gitignored) named `<spec>-<name>-phone.png`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { ROOT } from './server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');

/** a visit function whose screenshots are named after `spec` */
export function spanishVisit(spec: string) {
  mkdirSync(SHOTS, { recursive: true });
  return async (page: Page, path: string, heading: string, name: string): Promise<void> => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width, `${path} scrolls sideways at ${page.viewportSize()?.width ?? 390} px`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${spec}-${name}-phone.png`), fullPage: true });
  };
}
