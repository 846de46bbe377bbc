/**
 * `GET /api/appointments/{id}/ics`: the appointment as a calendar file ("Add to calendar"), for
 * whoever may view the appointment (its view rule); anyone else gets the store's 404. A request
 * without a time yet (a doctor visit being arranged) has no calendar file: a 400 that says so.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordMatches } from '../../../core/records/record-access.js';
import { requestInfo } from '../../../core/rules/request-guards.js';
import { findById } from '../../hooks/context.js';
import { icsFor } from '../appointment-mail.js';
import { requestLocale } from '../../i18n/negotiate.js';
import { parseInstant } from '../zones.js';
import { msg, ProductError } from '../../i18n/product-error.js';

export function appointmentIcsRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get<{ Params: { id: string } }>('/api/appointments/:id/ics', async (req, reply) => {
      if (!req.auth) throw new ProductError(401, msg('error.appointment.ics_sign_in'));
      const record = await findById(core, core.db, 'appointments', req.params.id);
      const su = req.auth.collection.name === '_superusers';
      if (!record || (!su && !(await recordMatches(core, record, record.collection.viewRule, requestInfo(req))))) {
        throw new ProductError(404, msg('error.appointment.not_found'));
      }
      if (!Number.isFinite(parseInstant(String(record.data.start ?? '')))) {
        throw new ProductError(
          400,
          msg('error.appointment.ics_no_time'),
        );
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .send(await icsFor(core, record, requestLocale(req.auth, req.headers['accept-language'])));
    });
  };
}
