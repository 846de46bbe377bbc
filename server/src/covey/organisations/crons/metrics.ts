/**
 * Nightly de-identified metrics (product.md §6 timers): publishes the last closed month once, then
 * does nothing until the next month closes. See ../metrics.ts and decision 0029.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { runMetrics } from '../metrics.js';

export async function nightlyMetrics(core: CoreApp): Promise<void> {
  await runMetrics(core);
}
