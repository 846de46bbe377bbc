/**
 * `Range: bytes=…` requests as Go's `http.ServeContent` answers them (PocketBase serves files
 * through it): single and multiple ranges, suffix ranges, clamping, 416 for a malformed header or
 * when no range overlaps the content, the whole content when the ranges add up to more than it.
 */

export interface ByteRange {
  start: number;
  length: number;
}

export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; ranges: ByteRange[] } | { kind: 'unsatisfiable'; noOverlap: boolean };

const DIGITS = /^\d+$/;

/** Go's `parseRange`; `null` when the header is malformed, `[]` with `noOverlap` when nothing overlaps */
function parseRanges(header: string, size: number): { ranges: ByteRange[]; noOverlap: boolean } | null {
  const prefix = 'bytes=';
  if (!header.startsWith(prefix)) return null;
  const ranges: ByteRange[] = [];
  let noOverlap = false;
  for (const raw of header.slice(prefix.length).split(',')) {
    const ra = raw.trim();
    if (!ra) continue;
    const dash = ra.indexOf('-');
    if (dash < 0) return null;
    const start = ra.slice(0, dash).trim();
    const end = ra.slice(dash + 1).trim();
    if (!start) {
      // suffix range: the last `end` bytes
      if (!DIGITS.test(end)) return null;
      const n = Math.min(Number(end), size);
      if (n === 0) {
        noOverlap = true;
        continue;
      }
      ranges.push({ start: size - n, length: n });
      continue;
    }
    if (!DIGITS.test(start)) return null;
    const from = Number(start);
    if (from >= size) {
      noOverlap = true;
      continue;
    }
    if (!end) {
      ranges.push({ start: from, length: size - from });
      continue;
    }
    if (!DIGITS.test(end)) return null;
    const to = Math.min(Number(end), size - 1);
    if (from > Number(end)) return null;
    ranges.push({ start: from, length: to - from + 1 });
  }
  return { ranges, noOverlap };
}

export function resolveRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const parsed = parseRanges(header, size);
  if (!parsed) return { kind: 'unsatisfiable', noOverlap: false };
  if (!parsed.ranges.length) return parsed.noOverlap ? { kind: 'unsatisfiable', noOverlap: true } : { kind: 'full' };
  // ranges adding up to more than the content: the client is wasting bandwidth, send it all
  if (parsed.ranges.reduce((n, r) => n + r.length, 0) > size) return { kind: 'full' };
  return { kind: 'partial', ranges: parsed.ranges };
}

export const contentRange = (r: ByteRange, size: number) => `bytes ${r.start}-${r.start + r.length - 1}/${size}`;

/** the `multipart/byteranges` body for several ranges (Go's multipart writer layout) */
export function multipartByteRanges(data: Buffer, ranges: ByteRange[], contentType: string, boundary: string): Buffer {
  const parts: Buffer[] = [];
  ranges.forEach((r, i) => {
    const head = `${i ? '\r\n' : ''}--${boundary}\r\nContent-Range: ${contentRange(r, data.length)}\r\nContent-Type: ${contentType}\r\n\r\n`;
    parts.push(Buffer.from(head, 'latin1'), data.subarray(r.start, r.start + r.length));
  });
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'));
  return Buffer.concat(parts);
}
