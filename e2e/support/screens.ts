/** The two sizes every screen is checked at, and the shoot-and-scan loop the specs share. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';

/** mobile first (390×844) and desktop (1280×800), as product.md §4 asks */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), 'e2e/screenshots');

export interface ShootOptions {
  /** waits for what the screen must show before the shot (after its heading) */
  ready?: (p: Page) => Promise<void>;
  /** only the progress bars with this name must be gone (default: every progress bar) */
  progress?: RegExp;
}

/**
 * Opens `path` at each size, waits for its heading (and `ready`) and for loading to end, saves a
 * full-page screenshot `<prefix>-<name>-<size>.png` under e2e/screenshots and adds axe's serious and
 * critical violations to `problems`, each line saying which screen and size.
 */
export async function shootAndScan(
  page: Page,
  prefix: string,
  path: string,
  name: string,
  problems: string[],
  options: ShootOptions = {},
) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (options.ready) await options.ready(page);
    await expect(
      options.progress ? page.getByRole('progressbar', { name: options.progress }) : page.getByRole('progressbar'),
    ).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, `${prefix}-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await seriousViolations(page)).map((p) => `${name} ${size.name}: ${p}`));
  }
}
