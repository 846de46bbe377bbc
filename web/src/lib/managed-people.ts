import type { RecordModel } from 'pocketbase';
import { pb } from './api-client';
import { GUARDED_BY_ME } from './minors';

/** a circle scope (product.md §3.2): what a circle manager may act on for the person */
export type CircleScope = 'profile' | 'coverage' | 'plans' | 'appointments' | 'reports' | 'files' | 'chat';

interface CircleLink extends RecordModel {
  expand?: { circle?: { member?: string } };
}

/** the member ids of the people whose circle I manage with `scope` (active rows only) */
async function circleManagedIds(userId: string, scope: CircleScope): Promise<string[]> {
  const links = await pb.collection('circle_members').getFullList<CircleLink>({
    filter: pb.filter('user = {:me} && status = "active" && access = "manage" && scopes:each ?= {:scope}', {
      me: userId,
      scope,
    }),
    sort: 'created,id',
    expand: 'circle',
  });
  return [...new Set(links.map((l) => l.expand?.circle?.member ?? '').filter(Boolean))];
}

/**
 * The people a member acts for: themselves, the minors they look after, and (product.md §3.2) the
 * people whose circle they manage with `scope` (marked `viaCircle`). Those come after the household, each
 * list in `sort` order.
 */
export async function listPeopleIActFor<T extends RecordModel>(
  userId: string,
  scope: CircleScope,
  options: { sort?: string; expand?: string } = {},
): Promise<(T & { viaCircle?: boolean })[]> {
  const own = await pb.collection('members').getFullList<T>({
    filter: pb.filter(`user = {:me} || ${GUARDED_BY_ME}`, { me: userId }),
    ...options,
  });
  const known = new Set(own.map((p) => p.id));
  const ids = (await circleManagedIds(userId, scope)).filter((id) => !known.has(id));
  if (!ids.length) return own;
  const params = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
  const more = await pb.collection('members').getFullList<T>({
    filter: pb.filter(ids.map((_, i) => `id = {:id${i}}`).join(' || '), params),
    ...options,
  });
  return [...own, ...more.map((p) => Object.assign(p, { viaCircle: true }))];
}
