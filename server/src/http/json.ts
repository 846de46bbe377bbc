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

export function goJson(value: unknown): string {
  return `${JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch]!)}\n`;
}
