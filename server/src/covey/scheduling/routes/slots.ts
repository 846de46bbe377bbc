/**
 * `GET /api/slots?counselor=&from=&to=&tz=` (product.md §3.1): a counselor's free slots, computed
 * on the server from their availability and sessions, labelled in the viewer's time zone. Members
 * see slots, never the availability rows. Employer, broker and demo accounts are refused.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { firstValues } from '../../../core/rules/request-guards.js';
import { loadSchedule } from '../schedule-data.js';
import { freeSlots } from '../slots.js';
import { isValidZone, localParts, parseInstant, storeDate, zonedToUtc } from '../zones.js';
import { str } from '../../hooks/context.js';
import { type Msg, msg, ProductError, productField } from '../../i18n/product-error.js';

const DAY = 24 * 3600_000;
const MAX_DAYS = 92;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function bad(field: string, message: Msg): never {
  throw new ProductError(400, message, { [field]: productField('validation_invalid_value', message) });
}

/** a date-only value is the start of that day in the viewer's zone */
function instant(v: string, tz: string, field: string): number {
  const ms = DATE_ONLY.test(v) ? zonedToUtc(v, '00:00', tz) : parseInstant(v);
  if (!Number.isFinite(ms)) bad(field, msg('error.slots.field_must_date_such', { field }));
  return ms;
}

export function slotsRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get('/api/slots', async (req) => {
      const auth = req.auth;
      if (!auth) throw new ProductError(401, msg('error.slots.sign_in'));
      const isSu = auth.collection.name === '_superusers';
      const role = str(auth.record['role']);
      if (!isSu && (role === 'employer' || role === 'broker' || role === 'demo')) {
        throw new ProductError(403, msg('error.slots.members_only'));
      }
      const q = firstValues(req.query);
      const tz = q['tz'] || 'UTC';
      if (!isValidZone(tz)) bad('tz', msg('error.slots.timezone_invalid'));
      if (!q['counselor']) bad('counselor', msg('error.slots.choose_counselor'));
      const now = Date.now();
      const from = q['from'] ? instant(q['from'], tz, 'from') : now;
      const to = q['to'] ? instant(q['to'], tz, 'to') + (DATE_ONLY.test(q['to']) ? DAY : 0) : from + 14 * DAY;
      if (to <= from) bad('to', msg('error.slots.to_after_from'));
      if (to - from > MAX_DAYS * DAY) bad('to', msg('error.slots.max_days', { days: MAX_DAYS }));
      const schedule = await loadSchedule(core, core.db, q['counselor'], from, to);
      const own = schedule && schedule.counselor.data.user === str(auth.record['id']);
      if (!schedule || (!isSu && !own && schedule.counselor.data.active !== true)) {
        throw new ProductError(404, msg('error.appointment.counselor_not_found'));
      }
      const slots = freeSlots({ rows: schedule.rows, settings: schedule.settings, busy: schedule.busy, from, to, now });
      return {
        counselor: schedule.counselor.data.id,
        timezone: schedule.settings.timezone,
        tz,
        slotMinutes: schedule.settings.slotMinutes,
        slots: slots.map((s) => {
          const local = localParts(s.start, tz);
          return { start: storeDate(s.start), end: storeDate(s.end), date: local.date, time: local.time };
        }),
      };
    });
  };
}
