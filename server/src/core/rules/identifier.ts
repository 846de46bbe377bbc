/**
 * Small helpers of the record field resolver: identifier splitting, JSON digging, join aliases.
 */
import { FilterError } from '../../filter/filter-error.js';

export function splitModifier(identifier: string): { path: string[]; modifier: string; alias: string } {
  const parts = identifier.split('.');
  let modifier = '';
  const last = parts[parts.length - 1]!;
  const colon = last.indexOf(':');
  if (colon >= 0 && !(identifier.startsWith('@collection.') && parts.length === 2)) {
    modifier = last.slice(colon + 1);
    parts[parts.length - 1] = last.slice(0, colon);
  }
  let alias = '';
  if (parts[0] === '@collection' && parts[1]?.includes(':')) {
    const [name, a] = parts[1].split(':');
    parts[1] = name!;
    alias = a ?? '';
  }
  if (parts.some((p) => p === '')) throw new FilterError(`invalid identifier ${identifier}`);
  return { path: parts, modifier, alias };
}

/** a path into a JSON value known at compile time; objects come back as JSON text */
export function digJson(value: unknown, path: string[]): unknown {
  let cur: unknown = value;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return null;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur === undefined ? null : typeof cur === 'object' && cur !== null ? JSON.stringify(cur) : cur;
}

/** unique table aliases for the joins of one compiled expression (shared by nested rule compiles) */
export class AliasGen {
  /** aliases handed out so far (the compiled-rule cache moves it on as a compile would) */
  count = 0;
  next(prefix = '_j'): string {
    this.count++;
    return `${prefix}${this.count}`;
  }
}
