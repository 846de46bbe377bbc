import { fileTypeFromBuffer } from 'file-type';

export interface SniffResult {
  /** bare mime type, no parameters (e.g. `image/png`, `text/plain`) */
  mime: string;
  /** extension with its leading dot (e.g. `.png`), `''` when unknown */
  ext: string;
}

const TEXT_SAMPLE = 8 * 1024;

/**
 * Detects the type from the content: magic bytes via `file-type`, then text heuristics
 * (HTML, SVG, XML — the "active" types — or plain UTF-8 text), else `application/octet-stream`.
 */
export async function sniffMime(buffer: Uint8Array): Promise<SniffResult> {
  const text = decodeTextSample(buffer);
  if (text !== null) {
    const active = sniffMarkup(text);
    if (active) return active;
  }
  let detected;
  try {
    detected = await fileTypeFromBuffer(buffer);
  } catch {
    detected = undefined;
  }
  if (detected) return { mime: detected.mime, ext: `.${detected.ext}` };
  if (text !== null) return buffer.length === 0 ? OCTET : { mime: 'text/plain', ext: '.txt' };
  return OCTET;
}

const OCTET: SniffResult = { mime: 'application/octet-stream', ext: '' };

/** Returns the start of the buffer as text if it is valid UTF-8 without binary control bytes, else null. */
function decodeTextSample(buffer: Uint8Array): string | null {
  const sample = buffer.subarray(0, TEXT_SAMPLE);
  let text: string;
  try {
    // stream: true tolerates a multi-byte character cut at the sample boundary
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < buffer.length });
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(text)) return null;
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

const HTML_START =
  /^<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|!--|meta|link|img|svg|form|object|embed)[\s>/]/i;

/** WHATWG-style sniff for markup that a browser would execute. */
function sniffMarkup(text: string): SniffResult | null {
  const head = text.slice(0, 4096).trimStart();
  if (!head.startsWith('<')) return null;
  // skip XML prolog, processing instructions, comments and doctype to find the root element
  const root = head.replace(/^(?:\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype(?!\s+html)[^>]*>))*\s*/i, '');
  if (/^<svg[\s>/]/i.test(root)) return { mime: 'image/svg+xml', ext: '.svg' };
  if (HTML_START.test(head) || HTML_START.test(root) || /^<!doctype\s+html[\s>]/i.test(root)) {
    return { mime: 'text/html', ext: '.html' };
  }
  if (/^<\?xml[\s?]/i.test(head)) return { mime: 'text/xml', ext: '.xml' };
  return null;
}

/** Types a browser may execute or render as a document: never served inline. */
export function isActiveMime(mime: string): boolean {
  const m = baseMime(mime);
  return (
    m === 'text/html' ||
    m === 'application/xhtml+xml' ||
    m === 'image/svg+xml' ||
    m === 'text/xml' ||
    m === 'application/xml' ||
    m.endsWith('+xml') ||
    m === 'text/xsl' ||
    m === 'application/xslt+xml' ||
    /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(m) ||
    m === 'text/css' ||
    m === 'application/x-shockwave-flash' ||
    m === 'text/cache-manifest'
  );
}

/** `text/html; charset=utf-8` → `text/html` */
export function baseMime(mime: string): string {
  return mime.split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * Whether `mime` is allowed by the list (case-insensitive, parameters ignored); entries may be
 * `type/*` wildcards. An empty list allows everything.
 */
export function mimeMatches(mime: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const m = baseMime(mime);
  return allowed.some((a) => {
    const b = baseMime(a);
    return b === m || (b.endsWith('/*') && m.startsWith(b.slice(0, -1))) || b === '*/*';
  });
}

/** Extensions whose content type is checkable by sniffing; value = acceptable sniffed types. */
const EXT_TYPES: Record<string, readonly string[]> = {
  png: ['image/png', 'image/apng'],
  apng: ['image/apng', 'image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
  avif: ['image/avif'],
  pdf: ['application/pdf'],
  mp4: ['video/mp4'],
  webm: ['video/webm'],
  mp3: ['audio/mpeg'],
  wav: ['audio/wav', 'audio/vnd.wave', 'audio/wave', 'audio/x-wav'],
  zip: ['application/zip'],
  gz: ['application/gzip'],
  svg: ['image/svg+xml'],
  html: ['text/html'],
  htm: ['text/html'],
};

/**
 * Whether the content type matches what the file's extension claims (targets S6: magic bytes must
 * match the extension). Extensions without a known signature (txt, csv, docx…) always match.
 */
export function extensionMatchesContent(fileName: string, sniffedMime: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return true;
  const expected = EXT_TYPES[fileName.slice(dot + 1).toLowerCase()];
  return !expected || expected.includes(baseMime(sniffedMime));
}
