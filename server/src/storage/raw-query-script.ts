/**
 * What both dialects' raw SQL runners (`POST /api/sql`) share: telling a write script from a read,
 * splitting a script into statements, the error type, and every value as text.
 */
const WRITE_PREFIXES = ['INSERT', 'CREATE', 'UPDATE', 'DELETE', 'DROP', 'DETACH', 'ALTER', 'REPLACE'];

export function isPossibleWriteQuery(sql: string): boolean {
  const upper = sql.trim().toUpperCase();
  return !upper.startsWith('SELECT') && WRITE_PREFIXES.some((p) => upper.startsWith(p));
}

export class RawQueryError extends Error {}

/**
 * Splits a script into statements on `;` outside quotes, brackets and comments; statements that
 * hold nothing but comments and blanks are dropped.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let meaningful = false;
  const push = (end: number) => {
    if (meaningful) out.push(sql.slice(start, end).trim());
    start = end + 1;
    meaningful = false;
  };
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? sql.length : close + 1;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const endChar = c === '[' ? ']' : c;
      let j = i + 1;
      for (; j < sql.length; j++) {
        if (sql[j] === endChar) {
          if (endChar !== ']' && sql[j + 1] === endChar) j++;
          else break;
        }
      }
      meaningful = true;
      i = j;
    } else if (c === ';') push(i);
    else if (!/\s/.test(c)) meaningful = true;
  }
  push(sql.length);
  return out;
}

export const asText = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return String(v);
};
