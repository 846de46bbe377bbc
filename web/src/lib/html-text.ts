/**
 * The web's one home for HTML ↔ plain text. Editor fields are stored as HTML; screens and text
 * inputs show plain text. HTML is parsed inert with `DOMParser` (scripts never run, nothing is
 * injected), so every entity the browser knows is decoded.
 *
 * Plain text: paragraphs are separated by a blank line, a `<br>` or another block is a line break.
 * `textToHtml` is its inverse: a blank line starts a paragraph, a single line break is a `<br>`.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'NOSCRIPT']);
const PARAGRAPHS = new Set(['P', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'TABLE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
// block edges: adjacent ones merge (a list item's end and the next one's start are one line break)
const LINE = '\uE000';
const PARAGRAPH = '\uE001';
const BREAKS = /[ \uE000\uE001]*[\uE000\uE001][ \uE000\uE001]*/g;
const LINES = new Set(['DIV', 'LI', 'TR', 'DT', 'DD', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'FIGURE', 'HR']);

function collect(node: Node, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push((child.nodeValue ?? '').replace(/[ \t\n\r\f]+/g, ' '));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName;
    if (SKIPPED.has(tag)) continue;
    if (tag === 'BR') {
      out.push('\n');
      continue;
    }
    const gap = PARAGRAPHS.has(tag) ? PARAGRAPH : LINES.has(tag) ? LINE : '';
    out.push(gap);
    collect(child, out);
    out.push(gap);
  }
}

/** The plain text of stored HTML: paragraphs apart by a blank line, `<br>` as a line break. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  collect(new DOMParser().parseFromString(html, 'text/html').body, out);
  return out
    .join('')
    .replace(BREAKS, (run) => (run.includes(PARAGRAPH) ? '\n\n' : '\n'))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of stored HTML on one line (previews, notifications, lists). */
export function htmlToLine(html: string | null | undefined): string {
  return htmlToText(html).replace(/\s+/g, ' ');
}

/** The text's non-empty paragraphs and lines, each trimmed (for rendering as separate blocks). */
export function htmlToLines(html: string | null | undefined): string[] {
  return htmlToText(html)
    .split(/\n+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Plain text as stored HTML: a blank line starts a paragraph, a line break is a `<br>`; '' stays ''. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
