/**
 * Covey's product routes and crons (server/src/covey/routes, server/src/covey/crons) wired into the
 * app: each route group gets its own encapsulated scope, each cron is a named job on the shared
 * scheduler (listed and runnable through `/api/crons`).
 */
import type { Scheduler } from '../cron/scheduler.js';
import { coveyRoutes } from '../covey/routes/index.js';
import { coveyCrons } from '../covey/crons/index.js';
import type { AppContext, FeatureWiring } from './route-group.js';

export function coveyWiring(ctx: AppContext, scheduler: Scheduler): FeatureWiring {
  const ids: string[] = [];
  return {
    routes: coveyRoutes(ctx).map((register) => (scope) => register(scope)),
    start() {
      for (const job of coveyCrons(ctx)) {
        scheduler.add(job.id, job.expression, job.run);
        ids.push(job.id);
      }
    },
    close() {
      for (const id of ids.splice(0)) scheduler.remove(id);
    },
  };
}
