/**
 * `POST /api/coverages/{id}/dependents {members: [ids]}`: puts dependents on the caller's plan
 * (product.md §3.3 coverages: `member` = the beneficiary, `subscriber` = the employee's member row,
 * `relationship`). The caller must be the coverage's own member (the subscriber) and every id a
 * dependent row whose `subscriber` is that member; each gets a copy of the plan's card fields.
 * A route rather than a client create: an adult dependent's coverage is theirs (the coverages
 * rules do not let the subscriber create or read it), yet it is the subscriber who enrols them.
 * Idempotent: a dependent already on this plan (same subscriber and type) is skipped.
 * → `{linked: n}`
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../util/api-error.js';
import { logUpdate } from '../../activity.js';
import { findById, insert } from '../../hooks/context.js';
import { store } from '../../store/store.js';
import { accountUserId } from '../../account/routes/account-deletion.js';
import type { CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';
import { msg, ProductError, productField } from '../../i18n/product-error.js';

const RELATIONSHIP: Record<string, string> = { spouse: 'spouse', domestic_partner: 'spouse', child: 'child' };
const COPIED = ['benefit_plan', 'type', 'carrier', 'plan_name', 'network', 'member_id', 'group_number', 'rx_bin', 'rx_pcn', 'rx_group', 'effective_start', 'effective_end', 'payer_phone'];
const MAX = 20;

export function coverageDependentsRoutes({ core, http }: CoveyRouteContext): CoveyRouteGroup {
  return (scope: FastifyInstance) => {
    scope.post<{ Params: { id: string } }>('/api/coverages/:id/dependents', async (req) => {
      const userId = accountUserId(req);
      const { data } = await http.readBody(req, 0);
      const ids = Array.isArray(data['members']) ? [...new Set(data['members'].map(String))] : [];
      if (!ids.length || ids.length > MAX) {
        throw new ProductError(400, msg('error.coverage_dependents.choose_dependents_add'), { members: productField('validation_required', msg('error.coverage_dependents.choose_1_20_dependents')) });
      }
      return core.db.transaction(async (q) => {
        const coverage = await findById(core, q, 'coverages', req.params.id);
        const holder = coverage ? await findById(core, q, 'members', coverage.data.member) : null;
        // not found or not yours: the same 404
        if (!coverage || !holder || holder.data.user !== userId) throw new ApiError(404);
        const holderId = holder.data.id;
        let linked = 0;
        for (const id of ids) {
          const dep = await findById(core, q, 'members', id);
          if (!dep || dep.data.subscriber !== holderId) {
            throw new ProductError(400, msg('error.coverage_dependents.dependents_plan_added'), { members: productField('validation_invalid_dependent', msg('error.coverage_dependents.not_dependent_plan')) });
          }
          const type = coverage.data.type || 'medical';
          const s = store(core, q);
          const existing = await s.count('coverages', 'member = {:id} && subscriber = {:holderId} && type = {:type}', { id, holderId, type });
          if (existing) continue;
          const active = await s.count('coverages', 'member = {:id} && status = "active"', { id });
          const copy: Record<string, unknown> = {};
          for (const f of COPIED) copy[f] = coverage.data[f] ?? '';
          const created = await insert(core, q, 'coverages', {
            ...copy,
            type,
            member: id,
            subscriber: holderId,
            relationship: RELATIONSHIP[dep.data.relationship] ?? 'other',
            status: 'active',
            primary: !active,
            source: 'member',
          });
          await logUpdate(core, q, {
            actor: userId,
            member: id,
            target: 'coverages',
            targetId: created.data.id,
            action: 'created',
            summary: `Added to ${holder.data.first_name || 'the subscriber'}'s plan`,
            msg: holder.data.first_name ? { id: 'dependent_added', values: { holder: holder.data.first_name } } : { id: 'dependent_added_unnamed' },
          });
          linked++;
        }
        return { linked };
      });
    });
  };
}
