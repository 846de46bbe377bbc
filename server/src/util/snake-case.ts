/**
 * PocketBase's inflector.Snakecase: split on any non-[A-Za-z0-9] run, insert `_` before an
 * upper-case letter that follows a non-upper-case one, lower-case everything.
 * `X-Token` → `x_token`, `myTestDB` → `my_test_db`.
 */
export function snakeCase(input: string): string {
  const words = input.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const out: string[] = [];
  for (const word of words) {
    let w = '';
    for (let i = 0; i < word.length; i++) {
      const c = word[i]!;
      const prev = i > 0 ? word[i - 1]! : '';
      if (i > 0 && isUpper(c) && !isUpper(prev)) w += '_';
      w += c;
    }
    out.push(w);
  }
  return out.join('_').toLowerCase();
}

const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
