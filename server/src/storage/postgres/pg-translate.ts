/**
 * Turns the SQLite-flavoured SQL the rest of the server writes (positional `?`, `a IS b`,
 * `"rowid"`, `JSON`/`BOOLEAN` column types, backtick identifiers) into PostgreSQL's, so one SQL
 * text serves both dialects. A small tokenizer: quoted strings and comments pass through
 * untouched; only bare words and `?` outside them are rewritten. Results are cached by text.
 */
export interface Translated {
  text: string;
  /** number of placeholders */
  params: number;
}

const KEEP_AFTER_IS = new Set([
  'NULL',
  'TRUE',
  'FALSE',
  'DISTINCT',
  'UNKNOWN',
  'NOT',
  'JSON',
  'DOCUMENT',
  'NORMALIZED',
]);
const KEEP_AFTER_IS_NOT = new Set(['NULL', 'TRUE', 'FALSE', 'DISTINCT', 'UNKNOWN', 'JSON', 'DOCUMENT', 'NORMALIZED']);

const cache = new Map<string, Translated>();

/** the next bare word at or after `i` (skipping blanks), upper-cased, or '' */
function nextWord(sql: string, i: number): { word: string; end: number } {
  let j = i;
  while (j < sql.length && /\s/.test(sql[j]!)) j++;
  const m = /^[A-Za-z_]\w*/.exec(sql.slice(j, j + 40));
  return m ? { word: m[0].toUpperCase(), end: j + m[0].length } : { word: '', end: j };
}

/** words that end a join's source: a JOIN without ON gets `ON TRUE` before them (SQLite allows none) */
const JOIN_ENDS = new Set([
  'WHERE',
  'JOIN',
  'LEFT',
  'RIGHT',
  'INNER',
  'CROSS',
  'FULL',
  'NATURAL',
  'GROUP',
  'ORDER',
  'LIMIT',
  'UNION',
  'HAVING',
  'OFFSET',
  'EXCEPT',
  'INTERSECT',
  'WINDOW',
]);

/** true for `CREATE TABLE …` statements (column types are rewritten there) */
const isCreateTable = (sql: string) => /^\s*CREATE\s+(TEMP\w*\s+)?TABLE\b/i.test(sql);

export function translateSql(sql: string): Translated {
  const hit = cache.get(sql);
  if (hit) return hit;
  let out = '';
  let n = 0;
  const ddl = isCreateTable(sql);
  let addedRowid = !ddl;
  // per parenthesis depth: a JOIN seen without its ON/USING yet
  const pending: boolean[] = [false];
  let prevWord = '';
  const closeJoin = () => {
    if (pending[pending.length - 1]) {
      out += /\s$/.test(out) ? 'ON TRUE ' : ' ON TRUE ';
      pending[pending.length - 1] = false;
    }
  };
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      const end = nl < 0 ? sql.length : nl;
      out += sql.slice(i, end);
      i = end - 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      const end = close < 0 ? sql.length : close + 2;
      out += sql.slice(i, end);
      i = end - 1;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      for (; j < sql.length; j++) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) j++;
          else break;
        }
      }
      const body = sql.slice(i + 1, j);
      if (c === "'") out += `'${body}'`;
      else {
        const ident = c === '`' ? body.replaceAll('"', '""') : body;
        out += ident.toLowerCase() === 'rowid' ? '"_rowid_"' : `"${ident}"`;
      }
      i = j;
    } else if (c === '?') {
      out += `$${++n}`;
    } else if (c === '(' && !addedRowid) {
      // the first parenthesis of CREATE TABLE opens the column list: add the insertion-order column
      out += '("_rowid_" BIGSERIAL NOT NULL, ';
      addedRowid = true;
      pending.push(false);
    } else if (c === '(') {
      out += c;
      pending.push(false);
    } else if (c === ')') {
      closeJoin();
      if (pending.length > 1) pending.pop();
      out += c;
    } else if (c === ';') {
      closeJoin();
      out += c;
    } else if (/[A-Za-z_]/.test(c) && !/[\w$]/.test(sql[i - 1] ?? ' ')) {
      const m = /^[A-Za-z_]\w*/.exec(sql.slice(i))!;
      const word = m[0];
      const upper = word.toUpperCase();
      if (JOIN_ENDS.has(upper)) closeJoin();
      if (upper === 'JOIN') pending[pending.length - 1] = prevWord !== 'CROSS' && prevWord !== 'NATURAL';
      if (upper === 'ON' || upper === 'USING') pending[pending.length - 1] = false;
      prevWord = upper;
      let replacement = word;
      let skip = word.length;
      if (upper === 'IS') {
        const next = nextWord(sql, i + 2);
        if (next.word === 'NOT') {
          const after = nextWord(sql, next.end);
          if (!KEEP_AFTER_IS_NOT.has(after.word)) {
            replacement = 'IS DISTINCT FROM';
            skip = next.end - i;
          }
        } else if (!KEEP_AFTER_IS.has(next.word)) replacement = 'IS NOT DISTINCT FROM';
      } else if (upper === 'ROWID' || upper === '_ROWID_') replacement = '"_rowid_"';
      else if (ddl && upper === 'JSON') replacement = 'TEXT';
      else if (ddl && upper === 'BOOLEAN') replacement = 'INTEGER';
      else if (ddl && upper === 'INTEGER') replacement = 'BIGINT';
      else if (ddl && upper === 'REAL') replacement = 'DOUBLE PRECISION';
      else if (ddl && upper === 'FALSE') replacement = '0';
      else if (ddl && upper === 'TRUE') replacement = '1';
      out += replacement;
      i += skip - 1;
    } else out += c;
  }
  closeJoin();
  const t = { text: out, params: n };
  if (cache.size > 5000) cache.clear();
  cache.set(sql, t);
  return t;
}
