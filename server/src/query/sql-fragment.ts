/**
 * Small helpers to assemble parameterised SQL so that params always follow the textual order
 * of their `?` placeholders.
 */
import type { SqlFragment } from './field-resolver.js';

/**
 * Tagged template: `frag\`${a} = ${b}\`` concatenates SQL and params in textual order.
 * A `string` part is trusted raw SQL (operators, aliases built by us); never pass user input.
 */
export function frag(strings: TemplateStringsArray, ...parts: (SqlFragment | string)[]): SqlFragment {
  let text = strings[0] ?? '';
  const params: unknown[] = [];
  parts.forEach((p, i) => {
    if (typeof p === 'string') text += p;
    else {
      text += p.sql;
      params.push(...p.params);
    }
    text += strings[i + 1] ?? '';
  });
  return { sql: text, params };
}

/** Joins fragments with a raw separator, params in order. */
export function joinFragments(parts: readonly SqlFragment[], separator: string): SqlFragment {
  return { sql: parts.map((p) => p.sql).join(separator), params: parts.flatMap((p) => p.params) };
}

/**
 * Counts `?` placeholders in SQL text, skipping '…' string literals, "…" quoted identifiers,
 * `…` and […] quoted names. Used to split a combined params list by fragment.
 */
export function countPlaceholders(sql: string): number {
  let count = 0;
  let close = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (close) {
      if (c === close) {
        if ((c === "'" || c === '"') && sql[i + 1] === c) i++;
        else close = '';
      }
    } else if (c === "'" || c === '"' || c === '`') close = c;
    else if (c === '[') close = ']';
    else if (c === '?') count++;
  }
  return count;
}

/**
 * Makes params bindable by every driver: booleans → 1/0, undefined → null, bigint/number/string/
 * null/Buffer kept, other objects (arrays, plain objects) → JSON text, Dates → ISO text.
 */
export function normalizeParams(params: readonly unknown[]): unknown[] {
  return params.map((p) => {
    if (p === undefined) return null;
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p instanceof Date) return p.toISOString().replace('T', ' ');
    if (p !== null && typeof p === 'object' && !(p instanceof Uint8Array)) return JSON.stringify(p);
    return p;
  });
}
