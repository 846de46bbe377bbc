/**
 * Turns a submitted body into per-field operations: plain sets and the `f+`, `+f`, `f-`,
 * `f:autogenerate` modifiers, applied shortest key first (PocketBase order).
 */
import type { ModifierKind } from '../fields/field.js';

export interface BodyOp {
  key: string;
  field: string;
  kind: 'set' | ModifierKind | 'autogenerate';
  value: unknown;
}

export function parseBodyKeys(body: Record<string, unknown>): BodyOp[] {
  const ops: BodyOp[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key.endsWith(':autogenerate')) {
      ops.push({ key, field: key.slice(0, -':autogenerate'.length), kind: 'autogenerate', value });
    } else if (key.length > 1 && key.endsWith('+')) {
      ops.push({ key, field: key.slice(0, -1), kind: 'append', value });
    } else if (key.length > 1 && key.startsWith('+')) {
      ops.push({ key, field: key.slice(1), kind: 'prepend', value });
    } else if (key.length > 1 && key.endsWith('-')) {
      ops.push({ key, field: key.slice(0, -1), kind: 'subtract', value });
    } else {
      ops.push({ key, field: key, kind: 'set', value });
    }
  }
  return ops.sort((a, b) => a.key.length - b.key.length);
}
