import sharp from 'sharp';
import type { ErrorData } from '../util/api-error.js';

type ThumbMode = 'center' | 'top' | 'bottom' | 'fit';

export interface ThumbSize {
  width: number;
  height: number;
  /** ignored when width or height is 0 (the ratio is kept) */
  mode: ThumbMode;
  /** the size string as given, e.g. `100x100t` */
  raw: string;
}

const THUMB_SIZE_REGEX = /^(\d+)x(\d+)(t|b|f)?$/;
/** largest accepted thumb side (keeps a thumb request from allocating a huge canvas) */
const MAX_THUMB_SIDE = 4096;
/** decoded-pixel cap for originals (50 MP): bigger images fail with an Error, never crash */
const MAX_INPUT_PIXELS = 50_000_000;
/** original file extensions that get thumbs; others are served as-is */
const THUMB_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

const MODES: Record<string, ThumbMode> = { '': 'center', t: 'top', b: 'bottom', f: 'fit' };

/** Parses `WxH`, `WxHt`, `WxHb`, `WxHf`, `0xH`, `Wx0`; null for anything else (incl. `0x0*`, over-large sides). */
export function parseThumbSize(size: string): ThumbSize | null {
  const m = THUMB_SIZE_REGEX.exec(size);
  if (!m || m[1]!.length > 5 || m[2]!.length > 5) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  if ((width === 0 && height === 0) || width > MAX_THUMB_SIDE || height > MAX_THUMB_SIDE) return null;
  return { width, height, mode: MODES[m[3] ?? '']!, raw: size };
}

/**
 * Validates a file field's `thumbs` list; returns per-index errors (for `{thumbs: ...}`) or null.
 * Codes as PocketBase: `validation_match_invalid` for the wrong format, `validation_invalid_thumb_size` for `0x0`.
 */
export function validateThumbSizes(list: readonly unknown[]): ErrorData | null {
  const errors: ErrorData = {};
  list.forEach((item, i) => {
    if (typeof item !== 'string' || !THUMB_SIZE_REGEX.test(item)) {
      errors[String(i)] = { code: 'validation_match_invalid', message: 'Must be in a valid format.' };
    } else if (/^0+x0+/.test(item)) {
      errors[String(i)] = { code: 'validation_invalid_thumb_size', message: 'Thumb size must be different than 0x0.' };
    } else if (!parseThumbSize(item)) {
      errors[String(i)] = {
        code: 'validation_invalid_thumb_size',
        message: `Thumb sides must be at most ${MAX_THUMB_SIDE}.`,
      };
    }
  });
  return Object.keys(errors).length ? errors : null;
}

/** Whether a file with this name gets thumbs (png/jpg/jpeg/gif/webp). */
export function canThumb(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot !== -1 && THUMB_EXTENSIONS.includes(fileName.slice(dot + 1).toLowerCase());
}

/**
 * Renders a thumb with sharp in the original's format (gif keeps its first frame only).
 * Rejects with an Error for undecodable input, unsupported formats, or images over MAX_INPUT_PIXELS.
 */
export async function makeThumb(input: Buffer, size: ThumbSize | string): Promise<Buffer> {
  const s = typeof size === 'string' ? parseThumbSize(size) : size;
  if (!s) throw new Error(`invalid thumb size ${JSON.stringify(size)}`);
  const img = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let meta;
  try {
    meta = await img.metadata();
  } catch (err) {
    throw new Error(`cannot read image: ${(err as Error).message}`, { cause: err });
  }
  const format = meta.format;
  if (format !== 'png' && format !== 'jpeg' && format !== 'gif' && format !== 'webp') {
    throw new Error(`thumbs are not supported for ${String(format)} images`);
  }
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new Error('image exceeds the pixel limit');
  }
  const pipeline = img.rotate(); // honour EXIF orientation
  if (s.width === 0 || s.height === 0) {
    pipeline.resize(s.width || null, s.height || null, { fit: 'inside' });
  } else if (s.mode === 'fit') {
    pipeline.resize(s.width, s.height, { fit: 'inside', withoutEnlargement: true });
  } else {
    const position = s.mode === 'top' ? 'top' : s.mode === 'bottom' ? 'bottom' : 'centre';
    pipeline.resize(s.width, s.height, { fit: 'cover', position });
  }
  try {
    return await pipeline.toFormat(format).toBuffer();
  } catch (err) {
    throw new Error(`cannot make thumb: ${(err as Error).message}`, { cause: err });
  }
}
