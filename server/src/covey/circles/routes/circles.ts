/**
 * `POST /api/circles/viewed {member}` — a circle member opened the information shared with them:
 * one `updates` row ("viewed") per circle, at most once an hour, so the owner's circle activity
 * shows who viewed as well as who changed what. Only a live (active, unexpired) row counts; anyone
 * else gets a 404 and nothing is written.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { requireAuth } from '../../../core/rules/request-guards.js';
import { ApiError } from '../../../util/api-error.js';
import { formatDate, nowString } from '../../../util/dates.js';
import { logUpdate } from '../../activity.js';
import { str } from '../../hooks/context.js';
import { store } from '../../store/store.js';
import type { CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';

async function viewed(core: CoreApp, req: FastifyRequest): Promise<void> {
  requireAuth(req);
  if (req.auth?.collection.name !== 'users') throw new ApiError(404);
  const me = str(req.auth.record['id']);
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const member = str(body['member']);
  const now = nowString();
  const rows = await store(core).list('circle_members', 'user = {:me} && status = "active" && (expires = "" || expires > {:now}) && circle.member = {:member}', {
    params: { me, now, member },
    sort: '+circle',
  });
  const circles = [...new Set(rows.map((r) => r.data.circle))].map((circle) => ({ circle }));
  if (!member || !circles.length) throw new ApiError(404);
  const hourAgo = formatDate(new Date(Date.now() - 3_600_000));
  const known = str(req.auth.record['name']);
  const name = known || 'A circle member';
  await core.db.transaction(async (q) => {
    for (const { circle } of circles) {
      const recent = await store(core, q).count('updates', 'actor = {:me} && target_collection = "circles" && target_id = {:circle} && action = "viewed" && created > {:hourAgo}', {
        me,
        circle,
        hourAgo,
      });
      if (!recent) await logUpdate(core, q, { actor: me, member, target: 'circles', targetId: circle, action: 'viewed', summary: `${name} viewed the shared information`, msg: { id: 'circle_viewed', values: { name: known, known: known ? 'yes' : 'no' } } });
    }
  });
}

export function circleRoutes(ctx: CoveyRouteContext): CoveyRouteGroup {
  return (scope: FastifyInstance) => {
    scope.post('/api/circles/viewed', async (req, reply) => {
      await viewed(ctx.core, req);
      return reply.code(204).send();
    });
  };
}
