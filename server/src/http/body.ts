/**
 * Request bodies (contract §1.1): JSON, multipart (with `@jsonPayload` parts merged in order and
 * type-inferred scalar values) and urlencoded. File parts are collected separately for the file
 * fields. Parsing failures surface as a clear 400 in the handler that reads the body.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../util/api-error.js';
import { isMultipartBody } from './multipart.js';

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
function inferValue(raw: string): unknown {
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
  const body = req.body as unknown;
  if (isMultipartBody(body)) {
    const data: Record<string, unknown> = {};
    const payloads: string[] = [];
    const files: UploadedFile[] = [];
    for (const part of body.parts) {
      if (part.file) {
        if (!part.file.filename && part.file.data.length === 0) continue;
        if (part.file.data.length > maxFileBytes) throw new ApiError(413, 'Request entity too large.');
        files.push({ field: part.field, ...part.file });
      } else if (part.field === '@jsonPayload') {
        payloads.push(part.value ?? '');
      } else {
        addValue(data, part.field, inferValue(part.value ?? ''));
      }
    }
    for (const p of payloads) mergeJsonPayload(data, p);
    return { data, files };
  }
  if (body === INVALID_BODY) throw new ApiError(400, 'Failed to read the submitted data.');
  if (body === undefined || body === null || body === '') return { data: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Failed to read the submitted data.');
  return { data: body as Record<string, unknown>, files: [] };
}
