/**
 * Rewrites `@collection.X[:a].id ?= @request.body.f && <rest using @collection.X[:a]>` as
 * `@request.body.f != "" && <rest through @request.body.f>` when `f` is a single relation of the
 * collection to X (decision 0034): the record the body names is read by its id, instead of every row
 * of X being considered for the alias.
 *
 * Only when it means the same: the alias (shared by the whole rule, as in PocketBase) is used nowhere
 * but in the `&&` chain that holds its id condition, so "some row of X with id = f such that <rest>"
 * is <rest> on the row f names (ids are unique; the store checks a submitted relation exists before
 * the create rule runs, and the `!= ""` keeps an empty `f` refused as before).
 */
import type { Collection } from '../core/collections/collection.js';

const ID_COND = /@collection\.(\w+)(:\w+)?\.id \?= @request\.body\.(\w+) && /g;

/** the `||`-separated part of the innermost parenthesised group around `at` that contains `at` */
function conjunctionAround(rule: string, at: number): [number, number] {
  let depth = 0;
  let start = 0;
  for (let i = at - 1; i >= 0; i--) {
    const ch = rule[i];
    if (ch === ')') depth++;
    else if (ch === '(') {
      if (depth === 0) {
        start = i + 1;
        break;
      }
      depth--;
    } else if (depth === 0 && rule.startsWith('||', i)) {
      start = i + 2;
      break;
    }
  }
  depth = 0;
  let end = rule.length;
  for (let i = at; i < rule.length; i++) {
    const ch = rule[i];
    if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) {
        end = i;
        break;
      }
      depth--;
    } else if (depth === 0 && rule.startsWith('||', i)) {
      end = i;
      break;
    }
  }
  return [start, end];
}

/** a string literal holding a parenthesis or a bar would mislead the scan above: left as is */
const trickyLiteral = (rule: string) => (rule.match(/"[^"]*"|'[^']*'/g) ?? []).some((lit) => /[()|]/.test(lit));

export function relationalRule(rule: string, base: Collection, collectionName: (id: string) => string | undefined): string {
  if (trickyLiteral(rule)) return rule;
  let out = rule;
  const skipped = new Set<string>();
  for (;;) {
    const m = [...out.matchAll(ID_COND)].find((x) => {
      if (skipped.has(x[0])) return false;
      const field = base.fields.find((f) => f.name === x[3] && f.type === 'relation');
      return !!field && Number(field['maxSelect'] ?? 1) <= 1 && collectionName(String(field['collectionId'])) === x[1];
    });
    if (!m) return out;
    const key = `@collection.${m[1]}${m[2] ?? ''}.`;
    const [start, end] = conjunctionAround(out, m.index);
    const before = out.slice(0, start);
    const after = out.slice(end);
    // the alias is shared by the whole rule: used outside this conjunction, it must stay a join
    if (before.includes(key) || after.includes(key)) {
      skipped.add(m[0]);
      continue;
    }
    const part = out.slice(start, end).replace(m[0], `@request.body.${m[3]} != "" && `).split(key).join(`@request.body.${m[3]}.`);
    out = before + part + after;
  }
}
