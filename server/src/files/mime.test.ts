import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extensionMatchesContent, isActiveMime, mimeMatches, sniffMime } from './mime.js';

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** Small real image made with sharp. */
async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff', width = 40, height = 20): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  return img.toFormat(format).toBuffer();
}

describe('sniffMime', () => {
  it('detects a real PNG, also when it would be named .txt', async () => {
    const png = await makeImage('png');
    expect(await sniffMime(png)).toEqual({ mime: 'image/png', ext: '.png' });
    expect(extensionMatchesContent('image.txt', 'image/png')).toBe(true); // txt has no signature to check
    expect(extensionMatchesContent('image.png', 'image/png')).toBe(true);
  });

  it.each([
    ['jpeg', 'image/jpeg', '.jpg'],
    ['gif', 'image/gif', '.gif'],
    ['webp', 'image/webp', '.webp'],
  ] as const)('detects %s', async (format, mime, ext) => {
    expect(await sniffMime(await makeImage(format))).toEqual({ mime, ext });
  });

  it('detects HTML content named .png and flags the mismatch', async () => {
    const html = utf8('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const r = await sniffMime(html);
    expect(r).toEqual({ mime: 'text/html', ext: '.html' });
    expect(isActiveMime(r.mime)).toBe(true);
    expect(extensionMatchesContent('cat.png', r.mime)).toBe(false);
  });

  it.each([
    ['<html><head></head></html>', 'text/html'],
    ['  \n<script>x</script>', 'text/html'],
    ['\ufeff<body onload=x>', 'text/html'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>', 'image/svg+xml'],
    [
      '<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg></svg>',
      'image/svg+xml',
    ],
    ['<?xml version="1.0"?><note><to>x</to></note>', 'text/xml'],
    ['hello world\nline 2', 'text/plain'],
    ['<3 plain text', 'text/plain'],
    ['{"json": true}', 'text/plain'],
    ['héllo ünïcode ✓', 'text/plain'],
  ])('text %j → %s', async (text, mime) => {
    expect((await sniffMime(utf8(text))).mime).toBe(mime);
  });

  it('falls back to octet-stream for binary and empty input', async () => {
    expect(await sniffMime(Buffer.from([0, 1, 2, 3, 255, 254, 7, 8]))).toEqual({
      mime: 'application/octet-stream',
      ext: '',
    });
    expect((await sniffMime(Buffer.alloc(0))).mime).toBe('application/octet-stream');
  });

  it('accepts long UTF-8 text cut mid-character at the sample boundary', async () => {
    const text = 'a'.repeat(8191) + 'é'.repeat(100);
    expect((await sniffMime(utf8(text))).mime).toBe('text/plain');
  });
});

describe('mimeMatches / isActiveMime', () => {
  it.each([
    ['image/png', ['image/png'], true],
    ['IMAGE/PNG', ['image/png'], true],
    ['text/plain; charset=utf-8', ['text/plain'], true],
    ['image/webp', ['image/*'], true],
    ['text/html', ['image/*', 'application/pdf'], false],
    ['anything/x', [], true],
  ] as const)('%s in %j → %s', (m, list, ok) => expect(mimeMatches(m, list)).toBe(ok));

  it.each([
    ['text/html', true],
    ['image/svg+xml', true],
    ['application/xml', true],
    ['text/xml', true],
    ['application/xhtml+xml', true],
    ['text/javascript', true],
    ['application/javascript', true],
    ['image/png', false],
    ['application/pdf', false],
    ['text/plain', false],
  ])('%s active=%s', (m, active) => expect(isActiveMime(m)).toBe(active));
});
