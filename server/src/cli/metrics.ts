/**
 * `covey metrics [--dir=DIR]`: runs the nightly metrics job now (this month's de-identified rows per
 * employer and broker; running it again the same month updates the same rows).
 */
import { resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { installCoveyHooks } from '../covey/install.js';
import { runMetrics } from '../covey/metrics.js';
import { dirOption, type ParsedArgs } from './args.js';

export async function metrics(args: ParsedArgs): Promise<void> {
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    const t0 = performance.now();
    const res = await runMetrics(core);
    const ms = Math.round(performance.now() - t0);
    console.log(
      `Metrics for ${res.period.start.slice(0, 10)} – ${res.period.end.slice(0, 10)} written for ${res.employers} employer(s) and ${res.brokers} broker(s) in ${ms} ms.`,
    );
  } finally {
    await core.db.close();
  }
}
