/**
 * Links people typed (a counselor's meeting link, an app's homepage, a broker's website) are opened only
 * as http(s): a stored `javascript:`, `data:` or `vbscript:` value renders as plain text, never as a link
 * (decision 0032). The server refuses such values too; this covers rows written before that check.
 * A value without a scheme (`example.com`, which the record store accepts) opens as https.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export function safeHref(value: string | null | undefined): string | undefined {
  // browsers drop control characters and whitespace around (and tabs/newlines inside) a URL before reading its scheme
  // eslint-disable-next-line no-control-regex -- the C0 controls are exactly what a browser ignores here
  const raw = (value ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
  if (raw === '') return undefined;
  const withScheme = SCHEME.test(raw) ? raw : raw.startsWith('//') ? `https:${raw}` : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  // the link as written (what was checked is exactly what the browser will parse)
  return withScheme;
}
