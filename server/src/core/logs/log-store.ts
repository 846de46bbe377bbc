/**
 * Reads and maintenance of the logs table in the auxiliary database: list with the shared filter
 * language, view, hourly stats, retention cleanup and truncate. Writes go through LogWriter.
 */
import type { Database } from '../../storage/database.js';
import {
  countLogs,
  createLogsTable,
  deleteOldLogs,
  findLogById,
  hourlyLogStats,
  insertLogs,
  selectLogs,
  truncateLogs,
  type LogRow,
} from '../../storage/logs-table.js';
import { parseFilter } from '../../filter/parser.js';
import { buildWhere } from '../../query/build-where.js';
import { buildOrderBy, parseSort } from '../../query/sort.js';
import { LogFieldResolver } from '../../query/log-field-resolver.js';
import type { ListParams } from '../../query/list-params.js';
import type { SqlFragment } from '../../query/field-resolver.js';
import { formatDate } from '../../util/dates.js';
import type { LogEntry, LogList, LogStatsItem } from './log-model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function toEntry(row: LogRow): LogEntry {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // keep {}
  }
  return { id: row.id, created: row.created, level: Number(row.level), message: row.message, data };
}

export class LogStore {
  constructor(readonly db: Database) {}

  init(): Promise<void> {
    return createLogsTable(this.db);
  }

  insert(entries: readonly LogEntry[]): Promise<void> {
    return insertLogs(
      this.db,
      entries.map((e) => ({
        id: e.id,
        created: e.created,
        level: e.level,
        message: e.message,
        data: JSON.stringify(e.data),
      })),
    );
  }

  /** compiled filter (FilterError for bad input) or null when empty */
  where(filter: string): SqlFragment | null {
    const expr = filter ? parseFilter(filter) : null;
    return expr ? buildWhere(expr, new LogFieldResolver(this.db.dialect), { dialect: this.db.dialect }) : null;
  }

  async list(params: ListParams): Promise<LogList> {
    const where = this.where(params.filter);
    const d = this.db.dialect;
    const orderBy = params.sort
      ? buildOrderBy(parseSort(params.sort), () => new LogFieldResolver(d), d, '_logs', d.rowid('_logs'))
      : null;
    const rows = await selectLogs(this.db, {
      where,
      orderBy,
      limit: params.perPage,
      offset: (params.page - 1) * params.perPage,
    });
    const items = rows.map(toEntry);
    if (params.skipTotal) return { page: params.page, perPage: params.perPage, totalItems: -1, totalPages: -1, items };
    const totalItems = await countLogs(this.db, where);
    return {
      page: params.page,
      perPage: params.perPage,
      totalItems,
      totalPages: Math.ceil(totalItems / params.perPage),
      items,
    };
  }

  async view(id: string): Promise<LogEntry | null> {
    const row = await findLogById(this.db, id);
    return row ? toEntry(row) : null;
  }

  async stats(filter: string): Promise<LogStatsItem[]> {
    const rows = await hourlyLogStats(this.db, this.where(filter));
    return rows.map((r) => ({ total: Number(r.total), date: `${r.date}.000Z` }));
  }

  /** removes logs older than `maxDays` (and, when given, below `minLevel`) */
  deleteOld(maxDays: number, minLevel?: number, now = new Date()): Promise<number> {
    return deleteOldLogs(this.db, formatDate(new Date(now.getTime() - maxDays * DAY_MS)), minLevel);
  }

  truncate(): Promise<void> {
    return truncateLogs(this.db);
  }
}
