/**
 * LIKE pattern helpers for `~`/`!~` (PocketBase semantics): a compile-time value is wrapped as
 * `%value%` with `\`, `%`, `_` escaped, unless it already contains an unescaped `%`, in which
 * case it is used verbatim as a pattern. The escape char is `\`.
 */

/** true when `ch` occurs in `text` without a preceding (unescaped) backslash */
export function containsUnescaped(text: string, ch: string): boolean {
  let escaped = false;
  for (const c of text) {
    if (escaped) {
      escaped = false;
      continue;
    }
    if (c === '\\') escaped = true;
    else if (c === ch) return true;
  }
  return false;
}

/** escapes `\`, `%` and `_` that are not already escaped */
export function escapeLike(text: string): string {
  let out = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') {
      const next = chars[i + 1];
      if (next === '%' || next === '_' || next === '\\') {
        out += c + next;
        i++;
      } else out += '\\\\';
    } else if (c === '%' || c === '_') out += `\\${c}`;
    else out += c;
  }
  return out;
}

/** the LIKE pattern for a compile-time right operand of `~` */
export function likePattern(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  return containsUnescaped(text, '%') ? text : `%${escapeLike(text)}%`;
}
