/**
 * Picks a counselor for a member who finished onboarding (product.md §2): the employer's pool
 * (`employers.counselors`) when it has an available counselor, else every active counselor who
 * accepts new members. Free capacity = capacity − current caseload; counselors without free
 * capacity are skipped. A counselor speaking the member's language is preferred. Among the rest,
 * the one with the most free capacity wins (weighted round-robin: a bigger free share is picked
 * more often), ties going to the counselor assigned least recently, then by id.
 */
import type { CoreApp, Queryable } from '../../../core/core-app.js';
import { counselorCaseloads } from '../../store/raw-sql.js';
import { store, type StoreRecord } from '../../store/store.js';

export interface Candidate {
  id: string;
  user: string;
  languages: string[];
  free: number;
  /** last time a member was assigned ('' = never) */
  lastAssigned: string;
}

/** the choice itself, pure: exported for unit tests */
export function chooseCounselor(candidates: Candidate[], language: string): Candidate | null {
  const open = candidates.filter((c) => c.free > 0);
  const speaking = open.filter((c) => language && c.languages.includes(language));
  const pool = speaking.length ? speaking : open;
  const sorted = [...pool].sort((a, b) => b.free - a.free || a.lastAssigned.localeCompare(b.lastAssigned) || a.id.localeCompare(b.id));
  return sorted[0] ?? null;
}

async function candidates(core: CoreApp, q: Queryable, poolIds: string[]): Promise<Candidate[]> {
  const all = await store(core, q).list('counselors', 'active = true && accepting = true');
  const load = await counselorCaseloads(q);
  const toCandidate = (r: StoreRecord<'counselors'>): Candidate => {
    const id = r.data.id;
    const l = load.get(id);
    return { id, user: r.data.user, languages: r.data.languages, free: Number(r.data.capacity ?? 0) - (l?.n ?? 0), lastAssigned: l?.last ?? '' };
  };
  const pool = all.filter((r) => poolIds.includes(r.data.id)).map(toCandidate);
  if (pool.some((p) => p.free > 0)) return pool;
  return all.map(toCandidate);
}

/** the counselor for this member, or null when nobody has room */
export async function pickCounselor(core: CoreApp, q: Queryable, member: StoreRecord<'members'>, language: string): Promise<Candidate | null> {
  const employerId = member.data.employer;
  let poolIds: string[] = [];
  if (employerId) {
    const employer = await store(core, q).findById('employers', employerId);
    poolIds = employer?.data.counselors ?? [];
  }
  return chooseCounselor(await candidates(core, q, poolIds), language);
}
