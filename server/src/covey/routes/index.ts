/**
 * Covey's custom HTTP routes (product.md: `/api/slots`, `/api/invites/*`, `/api/keys`, …), each area
 * in its own file exporting a register function. Add a line per area; the app wires each entry in
 * its own encapsulated Fastify scope, after the record store's own routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../core/core-app.js';
import type { Collection } from '../../core/collections/collection.js';
import type { RequestInfo } from '../../core/rules/request-info.js';
import type { Broker } from '../../realtime/broker.js';
import { registerReportFromMessage } from '../care/routes/reports-from-message.js';
import { slotsRoute } from '../scheduling/routes/slots.js';
import { appointmentIcsRoute } from '../scheduling/routes/appointment-ics.js';
import { registerPlanTemplateRoutes } from '../care/routes/plan-templates.js';
import { accountDeletionRoutes } from '../account/routes/account-deletion.js';
import { accountExportRoutes } from '../account/routes/account-export.js';
import { accountSessionRoutes } from '../account/routes/account-sessions.js';
import { coverageDependentsRoutes } from '../care/routes/coverage-dependents.js';
import { registerRosterInvites } from '../organisations/routes/roster-invites.js';
import { registerRosterSignup } from '../organisations/routes/roster-signup.js';
import { registerRosterImport } from '../organisations/routes/roster-import.js';
import { registerStaff } from '../organisations/routes/staff.js';
import { inviteRoutes } from '../circles/routes/invites.js';
import { circleRoutes } from '../circles/routes/circles.js';
import { apiKeysRoute } from '../account/routes/api-keys.js';
import { oauthRoutes } from '../account/routes/oauth.js';
import { oauthClientsRoute } from '../account/routes/oauth-clients.js';
import { brokerDisconnectRoute } from '../organisations/routes/broker-disconnect.js';
import { assistantRoutes } from '../assistant/routes/assistant.js';
import { useForMyselfRoute } from '../account/routes/use-for-myself.js';
import { opsOverviewRoute } from '../operations/routes/ops-overview.js';

/** a file of a request body */
interface CoveyUpload {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** a records list call, answered as the records API answers it (list rule, filter, sort, expand, fields) */
interface CoveyListCall {
  app: CoreApp;
  collection: Collection;
  body: Record<string, unknown>;
  files: CoveyUpload[];
  query: Record<string, string>;
  info: RequestInfo;
  isSuperuser: boolean;
}

/**
 * The transport pieces covey's routes use, handed in by the composition root (app/covey-wiring.ts)
 * so that covey/ never imports http/ (decision 0042). Guards and request info come from
 * core/rules/request-guards.ts.
 */
export interface CoveyHttp {
  /** the body of a JSON, form or multipart request, with its files */
  readBody(req: FastifyRequest, maxFileBytes?: number): Promise<{ data: Record<string, unknown>; files: CoveyUpload[] }>;
  isMultipartBody(body: unknown): boolean;
  listAction(call: CoveyListCall): Promise<{ status: number; body: unknown }>;
}
import { mailStatusRoute } from './mail-status.js';

export interface CoveyRouteContext {
  core: CoreApp;
  broker: Broker;
  http: CoveyHttp;
}

export type CoveyRouteGroup = (scope: FastifyInstance) => Promise<void> | void;

export function coveyRoutes(ctx: CoveyRouteContext): CoveyRouteGroup[] {
  return [
    registerReportFromMessage(ctx.core),
    slotsRoute(ctx.core),
    appointmentIcsRoute(ctx.core),
    registerPlanTemplateRoutes,
    accountDeletionRoutes(ctx),
    accountExportRoutes(ctx),
    accountSessionRoutes(ctx),
    coverageDependentsRoutes(ctx),
    registerRosterInvites(ctx.core),
    registerRosterSignup(ctx.core),
    registerRosterImport(ctx.core, ctx.http),
    registerStaff(ctx.core),
    inviteRoutes(ctx),
    circleRoutes(ctx),
    apiKeysRoute(ctx.core),
    oauthRoutes(ctx.core),
    oauthClientsRoute(ctx.core),
    brokerDisconnectRoute(ctx.core),
    assistantRoutes(ctx.core),
    useForMyselfRoute(ctx.core),
    opsOverviewRoute(ctx.core),
    mailStatusRoute(ctx.core),
  ];
}
