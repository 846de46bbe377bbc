/**
 * What needs an operator now (product.md §4 "Operators"): members who finished onboarding but have no
 * counselor, members waiting for eligibility, OAuth apps to review, each active counselor's caseload
 * against their capacity, and whether mail is set up. Counts only (indexed `members.counselor`), no
 * person's details: the operations home links to the screens where each item is handled.
 */
import type { CoreApp } from '../../core/core-app.js';
import { store } from '../store/store.js';
import type { OpsOverview } from './ops-overview-shape.js';

/** onboarded, not a minor, not inactive or waiting for eligibility, and nobody assigned */
const WITHOUT_COUNSELOR = 'counselor = "" && minor = false && onboarding_step = "completed" && status != "inactive" && status != "pending"';
const PENDING_ELIGIBILITY = 'status = "pending"';
const APPS_TO_REVIEW = 'status = "pending_review"';
/** the counselors listed on the home (most loaded first) */
const COUNSELORS_SHOWN = 50;


export async function opsOverview(core: CoreApp): Promise<OpsOverview> {
  const s = store(core);
  const [withoutCounselor, pendingEligibility, toReview, counselors] = await Promise.all([
    s.count('members', WITHOUT_COUNSELOR),
    s.count('members', PENDING_ELIGIBILITY),
    s.count('oauth_clients', APPS_TO_REVIEW),
    s.list('counselors', 'active = true', { sort: 'display_name', limit: 500 }),
  ]);
  const loads = await Promise.all(
    counselors.map(async (c) => ({
      id: c.data.id,
      name: c.data.display_name,
      caseload: await s.count('members', 'counselor = {:c}', { c: c.data.id }),
      capacity: c.data.capacity,
      accepting: c.data.accepting,
    })),
  );
  const ratio = (l: OpsOverview['counselors'][number]) => (l.capacity > 0 ? l.caseload / l.capacity : l.caseload > 0 ? Infinity : 0);
  loads.sort((a, b) => ratio(b) - ratio(a) || b.caseload - a.caseload || a.name.localeCompare(b.name));
  return {
    members: { withoutCounselor, pendingEligibility },
    oauthApps: { toReview },
    counselors: loads.slice(0, COUNSELORS_SHOWN),
    mail: { configured: core.settings.get().smtp.enabled },
  };
}
