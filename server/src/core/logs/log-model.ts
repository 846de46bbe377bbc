/** A log entry (contract §10): request logs and app errors, kept in the auxiliary database. */

/** slog levels, as PocketBase uses them */
export const LOG_LEVEL = { debug: -4, info: 0, warn: 4, error: 8 } as const;

export interface LogEntry {
  id: string;
  /** `YYYY-MM-DD HH:MM:SS.mmmZ` */
  created: string;
  level: number;
  message: string;
  data: Record<string, unknown>;
}

export interface LogStatsItem {
  total: number;
  /** `YYYY-MM-DD HH:00:00.000Z` */
  date: string;
}

export interface LogList {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: LogEntry[];
}
