/**
 * How an attachment is named on screen. The store saves `snake_case_base_<10 random>.ext`; the
 * message keeps the original names (`attachment_names`, `{stored: original}`) since the server
 * records what the sender's device called the file. Older messages fall back to the stored name
 * without its random suffix.
 */
const SUFFIX = /_[a-z0-9]{10}(?=\.[^_]*$|$)/;
const PREVIEWABLE = /\.(png|jpe?g|gif|webp)$/i;

export function withoutRandomSuffix(stored: string): string {
  return stored.replace(SUFFIX, '') || stored;
}

export function attachmentName(stored: string, names: Record<string, string> | null | undefined): string {
  const original = names && typeof names === 'object' ? names[stored] : undefined;
  return typeof original === 'string' && original.trim() ? original : withoutRandomSuffix(stored);
}

/** images every browser shows inline (HEIC is left as a link) */
export const isPreviewableImage = (stored: string) => PREVIEWABLE.test(stored);
