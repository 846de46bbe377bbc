import { describe, expect, it } from 'vitest';
import { contentRange, multipartByteRanges, resolveRange } from './byte-ranges.js';

describe('resolveRange (Go http.ServeContent semantics)', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-3', { kind: 'partial', ranges: [{ start: 0, length: 4 }] }],
    ['bytes=5-', { kind: 'partial', ranges: [{ start: 5, length: 5 }] }],
    ['bytes=-3', { kind: 'partial', ranges: [{ start: 7, length: 3 }] }],
    ['bytes=-30', { kind: 'partial', ranges: [{ start: 0, length: 10 }] }],
    ['bytes=8-100', { kind: 'partial', ranges: [{ start: 8, length: 2 }] }],
    [
      'bytes=0-1, 4-5',
      {
        kind: 'partial',
        ranges: [
          { start: 0, length: 2 },
          { start: 4, length: 2 },
        ],
      },
    ],
    ['bytes=0-1,20-30', { kind: 'partial', ranges: [{ start: 0, length: 2 }] }],
    ['bytes=0-9,0-9', { kind: 'full' }],
    ['bytes=10-', { kind: 'unsatisfiable', noOverlap: true }],
    ['bytes=10-20', { kind: 'unsatisfiable', noOverlap: true }],
    ['bytes=5-2', { kind: 'unsatisfiable', noOverlap: false }],
    ['bytes=x-2', { kind: 'unsatisfiable', noOverlap: false }],
    ['bytes=--2', { kind: 'unsatisfiable', noOverlap: false }],
    ['bytes=3', { kind: 'unsatisfiable', noOverlap: false }],
    ['items=0-3', { kind: 'unsatisfiable', noOverlap: false }],
    ['bytes=', { kind: 'full' }],
  ])('%s', (header, expected) => {
    expect(resolveRange(header, 10)).toEqual(expected);
  });

  it('builds Content-Range and multipart/byteranges bodies', () => {
    const data = Buffer.from('0123456789');
    expect(contentRange({ start: 2, length: 3 }, 10)).toBe('bytes 2-4/10');
    const body = multipartByteRanges(
      data,
      [
        { start: 0, length: 2 },
        { start: 8, length: 2 },
      ],
      'text/plain',
      'B',
    ).toString();
    expect(body).toBe(
      '--B\r\nContent-Range: bytes 0-1/10\r\nContent-Type: text/plain\r\n\r\n01\r\n--B\r\nContent-Range: bytes 8-9/10\r\nContent-Type: text/plain\r\n\r\n89\r\n--B--\r\n',
    );
  });
});
