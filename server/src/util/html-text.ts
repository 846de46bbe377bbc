/**
 * The server's one home for HTML and plain text, on a real HTML parser (parse5, the WHATWG
 * tree-construction algorithm, as Go's x/net/html that PocketBase uses): every entity is decoded
 * and malformed markup is read the way a browser reads it.
 *
 * - `excerpt`: the `:excerpt(max, withEllipsis)` fields modifier, PocketBase's algorithm
 *   (tools/picker/excerpt_modifier.go): non-content elements dropped, a space around block
 *   elements, ASCII whitespace collapsed, cut to `max` code points.
 * - `htmlToText`: a plain-text rendering (mail alternatives, notifications, assistant passages):
 *   paragraphs apart by a blank line, `<br>` and other blocks as a line break.
 * - `escapeHtml`: text made safe inside HTML.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const EXCLUDED = new Set([
  'head', 'style', 'script', 'iframe', 'embed', 'applet', 'object', 'svg', 'img', 'picture',
  'dialog', 'template', 'button', 'form', 'textarea', 'input', 'select', 'option',
]);
const INLINE = new Set([
  'a', 'abbr', 'acronym', 'b', 'bdo', 'big', 'br', 'button', 'cite', 'code', 'em', 'i', 'label',
  'q', 'small', 'span', 'strong', 'strike', 'sub', 'sup', 'time',
]);

// Go's RE2 `\s`: ASCII whitespace only
const WS = /[\t\n\f\r ]+/g;

const isElement = (n: T.Node): n is T.Element => 'tagName' in n;
const isText = (n: T.Node): n is T.TextNode => n.nodeName === '#text';
const children = (n: T.Node): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);

/** Plain text of `html` cut to `max` code points (+ `...` when cut and `withEllipsis`). */
export function excerpt(html: string, max: number, withEllipsis: boolean): string {
  let out = '';
  let length = 0;
  let prevSpace = false;
  const write = (s: string) => {
    out += s;
    length += [...s].length;
  };
  const walk = (node: T.Node): void => {
    if (isText(node)) {
      let text = node.value.replace(WS, ' ');
      if (prevSpace) text = text.replace(/^ +/, '');
      if (text !== '') {
        prevSpace = text.endsWith(' ');
        write(text);
      }
    }
    // past the limit (+2 for the spaces trimmed later) nothing more is needed
    if (length > max + 2) return;
    for (const child of children(node)) {
      if (isElement(child) && EXCLUDED.has(child.tagName)) continue;
      const block = isElement(child) && !INLINE.has(child.tagName);
      if (block && !prevSpace) {
        write(' ');
        prevSpace = true;
      }
      walk(child);
      if (block && !prevSpace) {
        write(' ');
        prevSpace = true;
      }
    }
  };
  walk(parse(html));
  const result = out.trim();
  const runes = [...result];
  if (runes.length <= max) return result;
  const cut = runes.slice(0, Math.max(0, max)).join('').trim();
  return withEllipsis ? `${cut}...` : cut;
}

const SKIPPED = new Set(['head', 'style', 'script', 'template', 'noscript', 'title']);
const PARAGRAPHS = new Set(['p', 'blockquote', 'pre', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// block edges: adjacent ones merge (a list item's end and the next one's start are one line break)
const LINE = '\uE000';
const PARAGRAPH = '\uE001';
const BREAKS = /[ \uE000\uE001]*[\uE000\uE001][ \uE000\uE001]*/g;
const LINES = new Set(['div', 'li', 'tr', 'dt', 'dd', 'section', 'article', 'header', 'footer', 'figure', 'hr']);

/**
 * Plain text of an HTML fragment: paragraphs apart by a blank line, `<br>` and other blocks as a
 * line break, spaces collapsed. With `links`, a link reads "label (url)" (mail alternatives).
 */
export function htmlToText(html: string, opts: { links?: boolean } = {}): string {
  const out: string[] = [];
  const walk = (node: T.Node): void => {
    for (const child of children(node)) {
      if (isText(child)) {
        out.push(child.value.replace(WS, ' '));
        continue;
      }
      if (!isElement(child) || SKIPPED.has(child.tagName)) continue;
      if (child.tagName === 'br') {
        out.push('\n');
        continue;
      }
      const gap = PARAGRAPHS.has(child.tagName) ? PARAGRAPH : LINES.has(child.tagName) ? LINE : '';
      out.push(gap);
      const from = out.length;
      walk(child);
      const href = opts.links && child.tagName === 'a' ? child.attrs.find((a) => a.name === 'href')?.value : undefined;
      if (href) {
        const label = out.splice(from).join('').trim();
        out.push(label && label !== href ? `${label} (${href})` : href);
      }
      out.push(gap);
    }
  };
  walk(parseFragment(html));
  return out
    .join('')
    .replace(BREAKS, (run) => (run.includes(PARAGRAPH) ? '\n\n' : '\n'))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of an HTML fragment on one line (notifications, previews). */
export function htmlToLine(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ');
}
