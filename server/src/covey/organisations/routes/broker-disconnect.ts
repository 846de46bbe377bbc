/**
 * `POST /api/employers/{id}/disconnect-broker` (product.md §2, §4 `/brokers/{id}` "Disconnect broker"):
 * the employer owns its data, so any of its admins (or a superuser) may end the broker relationship.
 * The broker's team loses the employer, its roster and its figures at once: every rule reads
 * `employers.broker`. The broker's team is told in the app; reconnecting goes through the platform.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { notify } from '../../activity.js';
import { findById, patch } from '../../hooks/context.js';
import { actor } from './roster-access.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const NOT_FOUND = msg('error.broker_disconnect.not_found');

export function brokerDisconnectRoute(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post<{ Params: { id: string } }>('/api/employers/:id/disconnect-broker', async (req) => {
      const who = actor(req);
      const employer = await findById(core, core.db, 'employers', req.params.id);
      if (!employer || (!who.superuser && !employer.data.admins.includes(who.id))) throw new ProductError(404, NOT_FOUND);
      const brokerId = employer.data.broker;
      if (!brokerId) throw new ProductError(400, msg('error.broker_disconnect.employer_has_no_broker'));
      const updated = await core.db.transaction(async (tx) => {
        const broker = await findById(core, tx, 'brokers', brokerId);
        const saved = await patch(core, tx, employer, { broker: '' });
        const name = employer.data.name;
        for (const user of broker ? broker.data.users : []) {
          await notify(core, tx, { user, kind: 'system', link: '/employers', title: msg('notice.broker.disconnected', { named: name ? 'yes' : 'no', name }), body: msg('notice.broker.disconnected_body') });
        }
        return saved;
      });
      return recordToJSON(updated);
    });
  };
}
