/**
 * Covey's timers (product.md §6): each area adds its jobs here. Ids start with `covey_` so they sort
 * together in `/api/crons`; a job must be idempotent (running it twice sends nothing twice).
 */
import type { CoreApp } from '../../core/core-app.js';
import { sendTaskReminders } from './task-reminders.js';

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
    {
      id: 'covey_task_reminders',
      expression: '*/5 * * * *',
      run: async () => {
        await sendTaskReminders(ctx.core);
      },
    },
  ];
}
