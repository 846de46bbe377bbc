/**
 * The text SQLite gives a REAL: what `CAST(x AS TEXT)` answers, and what TEXT affinity turns a
 * bound number into when it meets a TEXT column (better-sqlite3 binds every JS number as a REAL,
 * so on SQLite `code = 5` compares `code` with the text '5.0').
 *
 * SQLite's rule (3.53, vdbeMemRenderNum / sqlite3FpDecode): the value to 15 significant digits when
 * SQLite's own reader reads that back as the same double, else its 17 significant digits; trailing
 * zeros dropped; laid out as printf's `%!.17g` (plain for decimal exponents -4..16, else
 * `d.ddde±XX` with at least two exponent digits), always with a decimal point: 5 → '5.0', -5 →
 * '-5.0', 5.5 → '5.5', 0.1 → '0.1', 1e16 → '10000000000000000.0', 1e17 → '1.0e+17', 1e20 →
 * '1.0e+20', 1e-5 → '1.0e-05', 1/3 → '0.33333333333333332'; ±Infinity → 'Inf' / '-Inf'; NaN binds
 * as NULL. SQLite's digits past the 15th come from its own approximate conversion (1/3's exact 17th
 * digit is 1, SQLite says 2), so the text is asked from SQLite itself, through the same library the
 * SQLite dialect uses (an in-memory database opened on first use), rather than re-implemented.
 */
import Database from 'better-sqlite3';

let stmt: Database.Statement<[number], { t: string | null }> | undefined;
const cache = new Map<number, string | null>();

export function sqliteRealText(v: number): string | null {
  const hit = cache.get(v);
  if (hit !== undefined || cache.has(v)) return hit ?? null;
  stmt ??= new Database(':memory:').prepare<[number], { t: string | null }>('SELECT CAST(? AS TEXT) AS t');
  const text = stmt.get(v)?.t ?? null;
  if (cache.size > 1000) cache.clear();
  cache.set(v, text);
  return text;
}
