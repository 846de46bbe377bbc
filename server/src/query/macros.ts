/**
 * Date/time identifier macros of the filter language (`@now`, `@todayStart`, `@year`, …), all in
 * UTC. Datetime macros are strings in the record store layout `YYYY-MM-DD HH:MM:SS.mmmZ`;
 * component macros are integers. They compile to static params.
 */

const DAY_MS = 86_400_000;

const fmt = (ms: number): string => new Date(ms).toISOString().replace('T', ' ');

const utc = (y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, m, d, h, mi, s, ms);

type MacroFn = (now: Date) => string | number;

/** set while a compile runs with `@now` as a stand-in (see withNowStandIn) */
let nowStandIn: Date | undefined;

const MACROS: Readonly<Record<string, MacroFn>> = {
  '@now': (n) => fmt((nowStandIn ?? n).getTime()),
  '@yesterday': (n) => fmt(n.getTime() - DAY_MS),
  '@tomorrow': (n) => fmt(n.getTime() + DAY_MS),
  '@todayStart': (n) => fmt(utc(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate())),
  '@todayEnd': (n) => fmt(utc(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate(), 23, 59, 59, 999)),
  '@monthStart': (n) => fmt(utc(n.getUTCFullYear(), n.getUTCMonth(), 1)),
  // day 0 of the next month = last day of this month
  '@monthEnd': (n) => fmt(utc(n.getUTCFullYear(), n.getUTCMonth() + 1, 0, 23, 59, 59, 999)),
  '@yearStart': (n) => fmt(utc(n.getUTCFullYear(), 0, 1)),
  '@yearEnd': (n) => fmt(utc(n.getUTCFullYear(), 11, 31, 23, 59, 59, 999)),
  '@second': (n) => n.getUTCSeconds(),
  '@minute': (n) => n.getUTCMinutes(),
  '@hour': (n) => n.getUTCHours(),
  '@day': (n) => n.getUTCDate(),
  '@month': (n) => n.getUTCMonth() + 1,
  '@weekday': (n) => n.getUTCDay(),
  '@year': (n) => n.getUTCFullYear(),
};

/** Names of all macros (exact, case-sensitive). */
export const MACRO_NAMES: readonly string[] = Object.keys(MACROS);

export const isMacro = (name: string): boolean => Object.hasOwn(MACROS, name);

/** The value of a macro at `now`, or `undefined` when `name` is not a macro. */
export function resolveMacro(name: string, now: Date = new Date()): string | number | undefined {
  return Object.hasOwn(MACROS, name) ? MACROS[name]!(now) : undefined;
}

/**
 * Runs `fn` (a synchronous compile) with `@now` resolving to `standIn` instead of the compile's
 * time, the other macros unchanged. The compiled-rule cache (core/rules/rule-cache.ts) compiles an
 * expression whose only time macro is `@now` this way, keeps the result, and puts the real time in
 * place of the stand-in's text on every use: the same SQL and params as a fresh compile.
 */
export function withNowStandIn<T>(standIn: Date, fn: () => T): T {
  const before = nowStandIn;
  nowStandIn = standIn;
  try {
    return fn();
  } finally {
    nowStandIn = before;
  }
}

/** the store layout of a time (`YYYY-MM-DD HH:MM:SS.mmmZ`, what `@now` compiles to) */
export const macroTime = (d: Date): string => fmt(d.getTime());
