import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Ticks every agreement on /onboard/agreement and signs with `name`. Waits for the form first: the
 * URL changes before the step has loaded, and a list of checkboxes taken too early is empty.
 */
export async function signAgreements(page: Page, name: string): Promise<void> {
  const signature = page.getByRole('textbox', { name: 'Type your full name to sign' });
  await expect(signature).toBeVisible();
  const boxes = await page.getByRole('main').getByRole('checkbox').all();
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) await box.check();
  await signature.fill(name);
  await page.getByRole('button', { name: 'Sign and continue' }).click();
}
