/**
 * `covey metrics [--dir=DIR]`: runs the nightly metrics job now. It publishes the last closed
 * month's de-identified rows per employer and broker once; if that month is already published it
 * leaves the rows as they are (decision 0029).
 */
import { resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { installCoveyHooks } from '../covey/install.js';
import { runMetrics } from '../covey/organisations/metrics.js';
import { dirOption, type ParsedArgs } from './args.js';

export async function metrics(args: ParsedArgs): Promise<void> {
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    const t0 = performance.now();
    const res = await runMetrics(core);
    const ms = Math.round(performance.now() - t0);
    const span = `${res.period.start.slice(0, 10)} – ${res.period.end.slice(0, 10)}`;
    console.log(
      res.published
        ? `Metrics for ${span} written for ${res.employers} employer(s) and ${res.brokers} broker(s) in ${ms} ms.`
        : `Metrics for ${span} were already published; nothing changed.`,
    );
  } finally {
    await core.db.close();
  }
}
