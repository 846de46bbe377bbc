/**
 * Covey's timers (product.md §6): each area adds its jobs here. Ids start with `covey_` so they sort
 * together in `/api/crons`; a job must be idempotent (running it twice sends nothing twice).
 */
import type { CoreApp } from '../../core/core-app.js';
import { expireCircleAccess } from '../circles/crons/circle-expiry.js';
import { closeResolvedReports } from '../care/crons/report-auto-close.js';
import { sendDueReminders } from '../scheduling/crons/appointment-reminders.js';
import { sendTaskReminders } from '../care/crons/task-reminders.js';
import { purgeDueAccounts } from '../account/account-deletion.js';
import { nightlyMetrics } from '../organisations/crons/metrics.js';
import { expireInvites } from '../circles/crons/invite-expiry.js';
import { remindCircleRenewals } from '../circles/crons/circle-renewal.js';
import { endMinorAccess } from '../account/crons/minors-turning-18.js';
import { sendNotificationDigests } from '../notifications/crons/notification-digest.js';

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
    { id: 'covey_reports_auto_close', expression: '17 * * * *', run: async () => void (await closeResolvedReports(ctx.core)) },
    {
      id: 'covey_appointment_reminders',
      expression: '*/5 * * * *',
      run: async () => void (await sendDueReminders(ctx.core)),
    },
    {
      id: 'covey_task_reminders',
      expression: '*/5 * * * *',
      run: async () => {
        await sendTaskReminders(ctx.core);
      },
    },
    // accounts whose deletion request is past its 30-day grace period (product.md §3.1)
    { id: 'covey_account_purge', expression: '30 3 * * *', run: async () => void (await purgeDueAccounts(ctx.core)) },
    // hourly: a fresh install publishes the last closed month within the hour; a published month is not read again
    { id: 'covey_metrics', expression: '23 * * * *', run: () => nightlyMetrics(ctx.core) },
    { id: 'covey_circle_renewal', expression: '0 * * * *', run: async () => void (await remindCircleRenewals(ctx.core)) },
    { id: 'covey_invite_expiry', expression: '*/15 * * * *', run: async () => void (await expireInvites(ctx.core)) },
    // dependents whose 18th birthday has come: the subscriber's access ends, the new adult is invited
    { id: 'covey_minors_turning_18', expression: '5 0 * * *', run: async () => void (await endMinorAccess(ctx.core)) },
    // email digests of notifications, following each person's preferences and quiet hours
    { id: 'covey_notification_digest', expression: '*/15 * * * *', run: async () => void (await sendNotificationDigests(ctx.core)) },
  ];
}
