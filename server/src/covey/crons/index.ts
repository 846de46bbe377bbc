/**
 * Covey's timers (product.md §6): each area adds its jobs here. Ids start with `covey_` so they sort
 * together in `/api/crons`; a job must be idempotent (running it twice sends nothing twice).
 */
import type { CoreApp } from '../../core/core-app.js';
import { expireCircleAccess } from './circle-expiry.js';
import { expireInvites } from './invite-expiry.js';
import { remindCircleRenewals } from './circle-renewal.js';

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
    { id: 'covey_circle_expiry', expression: '*/5 * * * *', run: async () => void (await expireCircleAccess(ctx.core)) },
    { id: 'covey_circle_renewal', expression: '0 * * * *', run: async () => void (await remindCircleRenewals(ctx.core)) },
    { id: 'covey_invite_expiry', expression: '*/15 * * * *', run: async () => void (await expireInvites(ctx.core)) },
  ];
}
