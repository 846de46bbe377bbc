/**
 * The shape of a published `metrics` row's `data` (decision 0029): the one declaration both tiers
 * read. The web imports it as types only (web/src/lib/metrics-shape.ts), so nothing reaches a bundle.
 * No imports: it is compiled by the web project too.
 */

/** a published figure: exact, "<11" (a count of 1–10), or "hidden" (held back so a small one can't be worked out) */
export type Cell = number | '<11' | 'hidden';

export interface MetricsData {
  enrolled: Cell;
  activated: Cell;
  active_30d: Cell;
  chats: Cell;
  appointments_completed: Cell;
  reports_resolved: Cell;
  savings_usd?: Cell;
  csat?: Cell | null;
  /** the most common needs, most common first, each shared by at least 11 members; names only */
  top_needs?: { need: string }[];
}
