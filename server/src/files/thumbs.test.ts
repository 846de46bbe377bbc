import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { canThumb, makeThumb, parseThumbSize, validateThumbSizes } from './thumbs.js';

/** Small real image made with sharp. */
async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff', width = 40, height = 20): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  return img.toFormat(format).toBuffer();
}

describe('parseThumbSize', () => {
  it.each([
    ['100x100', { width: 100, height: 100, mode: 'center' }],
    ['100x50t', { width: 100, height: 50, mode: 'top' }],
    ['100x50b', { width: 100, height: 50, mode: 'bottom' }],
    ['100x50f', { width: 100, height: 50, mode: 'fit' }],
    ['0x50', { width: 0, height: 50, mode: 'center' }],
    ['50x0', { width: 50, height: 0, mode: 'center' }],
  ])('%s', (s, expected) => expect(parseThumbSize(s)).toEqual({ ...expected, raw: s }));

  it.each(['0x0', '0x0t', '100', 'x100', '100x', '100X100', '100x100c', '-1x5', ' 1x1', '5000x10', '99999999x1'])(
    'rejects %j',
    (s) => expect(parseThumbSize(s)).toBeNull(),
  );
});

describe('validateThumbSizes', () => {
  it('accepts valid lists', () => expect(validateThumbSizes(['100x100', '0x50', '20x10f'])).toBeNull());
  it('reports per index', () => {
    expect(validateThumbSizes(['100x100', '0x0', 'abc', '0x0f', 7])).toEqual({
      '1': { code: 'validation_invalid_thumb_size', message: 'Thumb size must be different than 0x0.' },
      '2': { code: 'validation_match_invalid', message: 'Must be in a valid format.' },
      '3': { code: 'validation_invalid_thumb_size', message: 'Thumb size must be different than 0x0.' },
      '4': { code: 'validation_match_invalid', message: 'Must be in a valid format.' },
    });
  });
});

describe('canThumb', () => {
  it.each([
    ['a.png', true],
    ['a.JPG', true],
    ['a.jpeg', true],
    ['a.gif', true],
    ['a.webp', true],
    ['a.svg', false],
    ['a.bmp', false],
    ['a.tiff', false],
    ['png', false],
  ])('%s → %s', (n, ok) => expect(canThumb(n)).toBe(ok));
});

describe('makeThumb', () => {
  const dims = async (b: Buffer) => {
    const m = await sharp(b).metadata();
    return [m.format, m.width, m.height];
  };

  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['gif', 'gif'],
    ['webp', 'webp'],
  ] as const)('keeps the %s format', async (format, out) => {
    const src = await makeImage(format, 40, 20);
    expect(await dims(await makeThumb(src, '10x10'))).toEqual([out, 10, 10]);
  });

  it.each([
    ['100x100', [100, 100]],
    ['20x20t', [20, 20]],
    ['20x20b', [20, 20]],
    ['20x20f', [20, 10]],
    ['100x100f', [40, 20]], // fit never enlarges
    ['0x10', [20, 10]],
    ['10x0', [10, 5]],
  ])('%s → %j', async (size, [w, h]) => {
    const src = await makeImage('png', 40, 20);
    expect(await dims(await makeThumb(src, size))).toEqual(['png', w, h]);
  });

  it('crops top/bottom/center differently', async () => {
    // top half white, bottom half black
    const src = await sharp({ create: { width: 20, height: 40, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#fff' } }, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const mean = async (size: string) => (await sharp(await makeThumb(src, size)).stats()).channels[0]!.mean;
    expect(await mean('20x20t')).toBeGreaterThan(250);
    expect(await mean('20x20b')).toBeLessThan(5);
    const center = await mean('20x20');
    expect(center).toBeGreaterThan(100);
    expect(center).toBeLessThan(155);
  });

  it('rejects a decompression bomb beyond the pixel cap with an Error', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    await expect(makeThumb(bomb, '100x100')).rejects.toThrow(Error);
  });

  it('rejects garbage, unsupported formats and bad sizes cleanly', async () => {
    await expect(makeThumb(Buffer.from('not an image'), '10x10')).rejects.toThrow(/cannot read image/);
    await expect(makeThumb(await makeImage('tiff'), '10x10')).rejects.toThrow(/not supported/);
    await expect(makeThumb(await makeImage('png'), '0x0')).rejects.toThrow(/invalid thumb size/);
    const png = await makeImage('png');
    await expect(makeThumb(png.subarray(0, png.length / 2), '10x10')).rejects.toThrow(Error);
  });
});
