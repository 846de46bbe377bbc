/**
 * Covey's custom HTTP routes (product.md: `/api/slots`, `/api/invites/*`, `/api/keys`, …), each area
 * in its own file exporting a register function. Add a line per area; the app wires each entry in
 * its own encapsulated Fastify scope, after the record store's own routes.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../core/core-app.js';
import type { Broker } from '../../realtime/broker.js';
import { registerReportFromMessage } from './reports-from-message.js';
import { slotsRoute } from './slots.js';
import { appointmentIcsRoute } from './appointment-ics.js';
import { registerPlanTemplateRoutes } from './plan-templates.js';
import { accountDeletionRoutes } from './account-deletion.js';
import { accountExportRoutes } from './account-export.js';
import { coverageDependentsRoutes } from './coverage-dependents.js';
import { registerRosterInvites } from './roster-invites.js';
import { registerRosterSignup } from './roster-signup.js';
import { registerRosterImport } from './roster-import.js';
import { registerStaff } from './staff.js';
import { inviteRoutes } from './invites.js';
import { circleRoutes } from './circles.js';
import { apiKeysRoute } from './api-keys.js';
import { oauthRoutes } from './oauth.js';
import { oauthClientsRoute } from './oauth-clients.js';
import { brokerDisconnectRoute } from './broker-disconnect.js';
import { assistantRoutes } from './assistant.js';

export interface CoveyRouteContext {
  core: CoreApp;
  broker: Broker;
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
    coverageDependentsRoutes(ctx),
    registerRosterInvites(ctx.core),
    registerRosterSignup(ctx.core),
    registerRosterImport(ctx.core),
    registerStaff(ctx.core),
    inviteRoutes(ctx),
    circleRoutes(ctx),
    apiKeysRoute(ctx.core),
    oauthRoutes(ctx.core),
    oauthClientsRoute(ctx.core),
    brokerDisconnectRoute(ctx.core),
    assistantRoutes(ctx.core),
  ];
}
