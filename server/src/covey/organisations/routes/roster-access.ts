/**
 * Who may manage an employer's roster or a broker's team from the roster routes: a superuser, an
 * admin of the employer, or a user of the employer's broker agency (product.md §2). Anything else
 * is answered as "not found" so that staff pages and other groups are not revealed.
 */
import type { FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import type { RecordModel } from '../../../core/records/record.js';
import { ApiError } from '../../../util/api-error.js';
import { isSuperuserReq, requireAuth } from '../../../core/rules/request-guards.js';
import { findById, str } from '../../hooks/context.js';
import type { StoreRecord } from '../../store/store.js';
import { msg, ProductError } from '../../i18n/product-error.js';

export interface Actor {
  id: string;
  superuser: boolean;
}

export function actor(req: FastifyRequest): Actor {
  requireAuth(req);
  const su = isSuperuserReq(req);
  if (!su && req.auth!.collection.name !== 'users') throw new ApiError(403, 'The authorized record is not allowed to perform this action.');
  return { id: su ? '' : str(req.auth!.record['id']), superuser: su };
}

const EMPLOYER_NOT_FOUND = msg('error.roster_access.employer_not_found');

export async function managedEmployer(core: CoreApp, who: Actor, employerId: string): Promise<StoreRecord<'employers'>> {
  const employer = employerId ? await findById(core, core.db, 'employers', employerId) : null;
  if (!employer) throw new ProductError(404, EMPLOYER_NOT_FOUND);
  if (who.superuser || employer.data.admins.includes(who.id)) return employer;
  const brokerId = employer.data.broker;
  const broker = brokerId ? await findById(core, core.db, 'brokers', brokerId) : null;
  if (broker && broker.data.users.includes(who.id)) return employer;
  throw new ProductError(404, EMPLOYER_NOT_FOUND);
}

export async function managedBroker(core: CoreApp, who: Actor, brokerId: string): Promise<RecordModel> {
  const broker = brokerId ? await findById(core, core.db, 'brokers', brokerId) : null;
  if (!broker || (!who.superuser && !broker.data.users.includes(who.id))) {
    throw new ProductError(404, msg('error.roster_access.agency_was_not_found'));
  }
  return broker;
}
