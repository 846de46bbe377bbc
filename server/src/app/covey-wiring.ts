/**
 * Covey's product routes and crons (server/src/covey/routes, server/src/covey/crons) wired into the
 * app: each route group gets its own encapsulated scope, each cron is a named job on the shared
 * scheduler (listed and runnable through `/api/crons`).
 */
import type { Scheduler } from '../cron/scheduler.js';
import { coveyRoutes, type CoveyHttp } from '../covey/routes/index.js';
import { readBody } from '../http/body.js';
import { isMultipartBody } from '../http/multipart.js';
import { listAction } from '../http/routes/record-actions.js';
import { coveyCrons } from '../covey/crons/index.js';
import type { AppContext, FeatureWiring } from './route-group.js';

export function coveyWiring(ctx: AppContext, scheduler: Scheduler): FeatureWiring {
  const ids: string[] = [];
  // covey's routes get the transport pieces they need from here, never by importing http/
  const http: CoveyHttp = { readBody, isMultipartBody, listAction };
  return {
    routes: coveyRoutes({ ...ctx, http }).map((register) => (scope) => register(scope)),
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
