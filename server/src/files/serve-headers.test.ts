import { describe, expect, it } from 'vitest';
import { fileResponseHeaders, serveContentType } from './serve-headers.js';

const base = {
  'Content-Security-Policy': "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'max-age=2592000, stale-while-revalidate=86400',
};

describe('fileResponseHeaders', () => {
  it('serves common images inline', () => {
    expect(fileResponseHeaders({ name: 'a_x.png', mime: 'image/png' })).toEqual({
      ...base,
      'Content-Disposition': 'inline; filename="a_x.png"',
      'Content-Type': 'image/png',
    });
  });

  it('never lets a protected (token-gated) file be cached; public files keep the long cache', () => {
    expect(fileResponseHeaders({ name: 'scan.pdf', mime: 'application/pdf', protected: true })['Cache-Control']).toBe(
      'private, no-store',
    );
    expect(fileResponseHeaders({ name: 'scan.pdf', mime: 'application/pdf', protected: false })['Cache-Control']).toBe(
      base['Cache-Control'],
    );
  });

  it('uses attachment when download is requested', () => {
    expect(fileResponseHeaders({ name: 'a.pdf', mime: 'application/pdf', download: true })['Content-Disposition']).toBe(
      'attachment; filename="a.pdf"',
    );
  });

  it.each([
    ['page.html', 'text/html', 'text/html; charset=utf-8'],
    ['cat.png', 'text/html', 'text/html; charset=utf-8'], // HTML disguised as png: sniffed type wins
    ['logo.svg', 'text/xml', 'image/svg+xml'],
    ['logo.png', 'image/svg+xml', 'image/svg+xml'],
    ['data.xml', 'text/xml', 'text/xml; charset=utf-8'],
    ['app.js', 'text/plain', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/plain', 'text/css; charset=utf-8'],
    ['x.xhtml', 'application/xhtml+xml', 'application/xhtml+xml'],
    ['notes.txt', 'text/plain', 'text/plain; charset=utf-8'],
    ['blob', 'application/octet-stream', 'application/octet-stream'],
  ])('%s (%s) is an attachment with Content-Type %s', (name, mime, type) => {
    const h = fileResponseHeaders({ name, mime });
    expect(h['Content-Disposition']).toBe(`attachment; filename="${name}"`);
    expect(h['Content-Type']).toBe(type);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Content-Security-Policy']).toContain('sandbox');
  });

  it.each([
    ['v.mp4', 'video/mp4'],
    ['s.mp3', 'audio/mpeg'],
    ['d.pdf', 'application/pdf'],
    ['w.webp', 'image/webp'],
  ])('%s (%s) is inline', (name, mime) => {
    expect(fileResponseHeaders({ name, mime })['Content-Disposition']).toBe(`inline; filename="${name}"`);
  });

  it('keeps the filename quoted-string valid', () => {
    expect(fileResponseHeaders({ name: 'a"b\\c\r\n.txt', mime: 'text/plain' })['Content-Disposition']).toBe(
      'attachment; filename="a\\"b\\\\c.txt"',
    );
  });

  it('fixes office types by extension', () => {
    expect(serveContentType('r.xlsx', 'application/zip')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(serveContentType('x', '')).toBe('application/octet-stream');
  });
});
