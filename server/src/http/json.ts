/**
 * JSON output as PocketBase's Go encoder writes it: `<`, `>`, `&` and the two JS line separators
 * escaped, trailing newline.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const SPECIAL_ALL = /[<>&\u2028\u2029]/g;

/** indexOf is a vectorised scan: ~20x cheaper than a regex test over a 12 KB list body */
const needsEscape = (s: string): boolean =>
  s.indexOf('<') >= 0 || s.indexOf('>') >= 0 || s.indexOf('&') >= 0 || s.indexOf('\u2028') >= 0 || s.indexOf('\u2029') >= 0;

export function goJson(value: unknown): string {
  const text = JSON.stringify(value);
  // most bodies have nothing to escape: one scan, no replace callback machinery
  return needsEscape(text) ? `${text.replace(SPECIAL_ALL, (ch) => ESCAPES[ch]!)}\n` : `${text}\n`;
}
