/**
 * `GET /api/mail/status` (public): `{configured}` — whether the server can send mail (SMTP on). The
 * app reads it before promising a mail: sign-up does not ask for a verification email when mail is
 * off, and operators see a "Mail is not set up" notice. Nothing else about the mail server is told.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../core/core-app.js';
import { mailConfigured } from '../../mail/mail-outcome.js';

export function mailStatusRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get('/api/mail/status', () => ({ configured: mailConfigured(core.mailer) }));
  };
}
