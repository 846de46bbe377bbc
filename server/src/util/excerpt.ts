/**
 * Plain-text excerpt of an HTML string (the `:excerpt(max, withEllipsis)` fields modifier):
 * drops non-content elements (script, style, img, form controls…), separates block elements with
 * a space, decodes entities, collapses whitespace and cuts to `max` code points.
 */

const EXCLUDED = new Set([
  'head', 'style', 'script', 'iframe', 'embed', 'applet', 'object', 'svg', 'img', 'picture',
  'dialog', 'template', 'button', 'form', 'textarea', 'input', 'select', 'option',
]);
const INLINE = new Set([
  'a', 'abbr', 'acronym', 'b', 'bdo', 'big', 'br', 'button', 'cite', 'code', 'em', 'i', 'label',
  'q', 'small', 'span', 'strong', 'strike', 'sub', 'sup', 'time',
]);
const VOID = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source',
  'track', 'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', euro: '€',
};

/** decodes named (common subset) and numeric character references */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

// Go's RE2 `\s`: ASCII whitespace only
const WS = /[\t\n\f\r ]+/g;

const TAG_RE = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/;

/** Text pieces of the HTML, with ' ' separators around block elements. */
function* pieces(html: string): Generator<string> {
  let i = 0;
  const lower = html.toLowerCase();
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      yield decodeEntities(html.slice(i));
      return;
    }
    if (lt > i) yield decodeEntities(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const m = TAG_RE.exec(html.slice(lt));
    if (!m) {
      yield '<';
      i = lt + 1;
      continue;
    }
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    i = lt + m[0].length;
    if (!closing && EXCLUDED.has(name)) {
      if (!VOID.has(name) && m[4] !== '/') i = skipElement(lower, name, i);
      continue;
    }
    if (!INLINE.has(name)) yield ' ';
  }
}

/** index after the end tag closing `name` (nesting-aware), or the end of input */
function skipElement(lower: string, name: string, from: number): number {
  const raw = RAW_TEXT.has(name);
  const open = new RegExp(`<${name}(?=[\\s/>])`, 'g');
  const close = new RegExp(`</${name}\\s*>`, 'g');
  let depth = 1;
  let pos = from;
  while (depth > 0) {
    close.lastIndex = pos;
    const c = close.exec(lower);
    if (!c) return lower.length;
    if (!raw) {
      open.lastIndex = pos;
      const o = open.exec(lower);
      if (o && o.index < c.index) {
        depth++;
        pos = o.index + o[0].length;
        continue;
      }
    }
    depth--;
    pos = c.index + c[0].length;
  }
  return pos;
}

/** Plain text of `html` cut to `max` code points (+ `...` when cut and `withEllipsis`). */
export function excerpt(html: string, max: number, withEllipsis: boolean): string {
  let text = '';
  for (const p of pieces(html)) text += p;
  const result = text.replace(WS, ' ').trim();
  const runes = [...result];
  if (runes.length <= max) return result;
  const cut = runes.slice(0, Math.max(0, max)).join('').trim();
  return withEllipsis ? `${cut}...` : cut;
}
