/** Nightly de-identified metrics (product.md §6 timers): see ../metrics.ts. Idempotent per month. */
import type { CoreApp } from '../../core/core-app.js';
import { runMetrics } from '../metrics.js';

export async function nightlyMetrics(core: CoreApp): Promise<void> {
  await runMetrics(core);
}
