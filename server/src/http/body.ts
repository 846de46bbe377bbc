/**
 * Request bodies (contract §1.1): JSON, multipart (with `@jsonPayload` parts merged in order and
 * type-inferred scalar values) and urlencoded. File parts are collected separately for the file
 * fields. Parsing failures surface as a clear 400 in the handler that reads the body.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from '../util/api-error.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedBody {
  data: Record<string, unknown>;
  files: UploadedFile[];
}

export const INVALID_BODY = Symbol('invalid body');

/** Go-like inference of a multipart/urlencoded scalar */
export function inferValue(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw !== '' && /^-?\d+(\.\d+)?$/.test(raw)) {
    const n = Number(raw);
    if (Number.isFinite(n) && String(n) === raw) return n;
  }
  return raw;
}

const multiKeys = new WeakMap<object, Set<string>>();

/** a repeated key becomes an array of its values */
function addValue(target: Record<string, unknown>, key: string, value: unknown): void {
  if (!Object.hasOwn(target, key)) {
    target[key] = value;
    return;
  }
  let keys = multiKeys.get(target);
  if (!keys) multiKeys.set(target, (keys = new Set()));
  if (keys.has(key)) (target[key] as unknown[]).push(value);
  else {
    target[key] = [target[key], value];
    keys.add(key);
  }
}


export function parseUrlEncoded(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(text)) addValue(out, k, inferValue(v));
  return out;
}

function mergeJsonPayload(target: Record<string, unknown>, raw: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'Failed to read the submitted data.');
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(target, parsed);
}

/** reads the request body in any supported content type */
export async function readBody(req: FastifyRequest, maxFileBytes = 32 << 20): Promise<ParsedBody> {
  if (req.isMultipart()) {
    const data: Record<string, unknown> = {};
    const payloads: string[] = [];
    const files: UploadedFile[] = [];
    try {
      for await (const part of req.parts({ limits: { fileSize: maxFileBytes } })) {
        if (part.type === 'file') {
          const file = part as MultipartFile;
          const buf = await file.toBuffer();
          if (!file.filename && buf.length === 0) continue;
          files.push({ field: file.fieldname, filename: file.filename, mimetype: file.mimetype, data: buf });
        } else if (part.fieldname === '@jsonPayload') {
          payloads.push(String(part.value ?? ''));
        } else {
          addValue(data, part.fieldname, inferValue(String(part.value ?? '')));
        }
      }
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new ApiError(413, 'Request entity too large.');
      }
      throw new ApiError(400, 'Failed to read the submitted data.');
    }
    for (const p of payloads) mergeJsonPayload(data, p);
    return { data, files };
  }
  const body = req.body as unknown;
  if (body === INVALID_BODY) throw new ApiError(400, 'Failed to read the submitted data.');
  if (body === undefined || body === null || body === '') return { data: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Failed to read the submitted data.');
  return { data: body as Record<string, unknown>, files: [] };
}
