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
  /**
   * resolved reports of the month by kind (bill review, claim denial, …), every kind present: a count,
   * 0, "<11", or "hidden" so that the total minus the others can't give a small one away (decision 0055)
   */
  report_kinds?: Record<string, Cell>;
  /** median hours from a member's first message in a chat to the first counselor reply, one decimal (decision 0055) */
  reply_hours?: Cell | null;
}
