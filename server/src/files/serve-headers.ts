import { baseMime, isActiveMime } from './mime.js';

/** Types served `inline` (everything else is an attachment), as PocketBase. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpg',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/bmp',
  'video/webm',
  'video/mp4',
  'video/3gpp',
  'video/quicktime',
  'video/x-ms-wmv',
  'audio/basic',
  'audio/aiff',
  'audio/mpeg',
  'audio/midi',
  'audio/mp3',
  'audio/wave',
  'audio/wav',
  'audio/x-wav',
  'audio/x-mpeg',
  'audio/x-m4a',
  'audio/aac',
  'application/pdf',
  'application/x-pdf',
]);

/** Content types fixed by extension because content sniffing gets them wrong. */
const EXTENSION_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const FILE_CSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const FILE_CACHE_CONTROL = 'max-age=2592000, stale-while-revalidate=86400';
/**
 * Protected files (token-gated health documents) are never stored by the browser or any shared cache: a
 * cached copy outlives the token and the viewRule that granted it (docs/decisions/0032). PocketBase caches
 * them like public files; Covey does not.
 */
const PROTECTED_FILE_CACHE_CONTROL = 'private, no-store';

export interface FileHeaderInput {
  /** stored file name (used for the disposition filename and extension fixes) */
  name: string;
  /** sniffed mime type (from sniffMime) */
  mime: string;
  /** `?download=` truthy ⇒ attachment */
  download?: boolean;
  /** the file field is protected (served only with a file token): never cached */
  protected?: boolean;
}

/** Content-Type to serve: the extension override for svg/css/js/xlsx/docx/pptx, else the sniffed type; text gets a UTF-8 charset. */
export function serveContentType(name: string, mime: string): string {
  const dot = name.lastIndexOf('.');
  const byExt = dot === -1 ? undefined : EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()];
  const type = byExt ?? (mime.trim() || 'application/octet-stream');
  return type.startsWith('text/') && !/;\s*charset=/i.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Response headers for `GET /api/files/...` (contract §8.2). Inline only for the common
 * image/video/audio/pdf types and never for active types (HTML, SVG, XML, JS, CSS...).
 */
export function fileResponseHeaders(input: FileHeaderInput): Record<string, string> {
  const contentType = serveContentType(input.name, input.mime);
  const base = baseMime(contentType);
  const inline = !input.download && INLINE_TYPES.has(base) && !isActiveMime(base) && !isActiveMime(input.mime);
  return {
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${quoteFileName(input.name)}"`,
    'Content-Type': contentType,
    'Content-Security-Policy': FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': input.protected ? PROTECTED_FILE_CACHE_CONTROL : FILE_CACHE_CONTROL,
  };
}

/** Keeps the quoted-string valid: drops control chars and non-ASCII, escapes `"` and `\`. */
function quoteFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '\\$&');
}
