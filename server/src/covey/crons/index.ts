/**
 * Covey's timers (product.md §6): each area adds its jobs here. Ids start with `covey_` so they sort
 * together in `/api/crons`; a job must be idempotent (running it twice sends nothing twice).
 */
import type { CoreApp } from '../../core/core-app.js';
import { purgeDueAccounts } from '../account-deletion.js';

export interface CoveyCronContext {
  core: CoreApp;
}

export interface CoveyCron {
  id: string;
  /** 5-field cron expression (UTC) */
  expression: string;
  run: () => Promise<void>;
}

export function coveyCrons(ctx: CoveyCronContext): CoveyCron[] {
  return [
    // accounts whose deletion request is past its 30-day grace period (product.md §3.1)
    { id: 'covey_account_purge', expression: '30 3 * * *', run: async () => void (await purgeDueAccounts(ctx.core)) },
  ];
}
