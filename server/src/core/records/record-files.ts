/**
 * File uploads of the record form (contract §8.1): each uploaded part is checked against its
 * field (size, content-sniffed MIME type), given a generated name, and turned into a body value
 * so the usual set/append/prepend semantics apply. The bytes are written to the files driver
 * inside the save transaction; replaced or removed files are deleted after commit.
 */
import { fieldError, type ErrorData } from '../../util/api-error.js';
import type { FilesDriver } from '../../files/files-driver.js';
import { generateFileName } from '../../files/filename.js';
import { mimeMatches, sniffMime } from '../../files/mime.js';
import { fileMaxSize } from '../fields/field-file.js';
import type { Collection } from '../collections/collection.js';
import type { RecordModel } from './record.js';

export interface IncomingFile {
  /** multipart field name, possibly with a modifier: `docs`, `docs+`, `+docs` */
  field: string;
  filename: string;
  data: Buffer;
}

export interface PendingFile {
  field: string;
  name: string;
  data: Buffer;
}

export interface PreparedUploads {
  body: Record<string, unknown>;
  pending: PendingFile[];
  /** new names per field, allowed in addition to the stored ones */
  newNames: Map<string, string[]>;
}

const asList = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

export async function prepareUploads(
  c: Collection,
  body: Record<string, unknown>,
  files: IncomingFile[],
  errors: ErrorData,
): Promise<PreparedUploads> {
  const out: PreparedUploads = { body: { ...body }, pending: [], newNames: new Map() };
  for (const file of files) {
    const fieldName = file.field.replace(/^\+|\+$/g, '');
    const def = c.fields.find((f) => f.name === fieldName && f.type === 'file');
    if (!def) continue;
    if (file.data.length > fileMaxSize(def)) {
      errors[fieldName] = fieldError('validation_file_size_limit', `Failed to upload "${file.filename}" - the maximum allowed file size is ${fileMaxSize(def)} bytes.`, { maxSize: fileMaxSize(def) });
      continue;
    }
    const sniffed = await sniffMime(file.data);
    const allowed = Array.isArray(def['mimeTypes']) ? (def['mimeTypes'] as string[]) : [];
    if (allowed.length && !mimeMatches(sniffed.mime, allowed)) {
      errors[fieldName] = fieldError('validation_invalid_mime_type', `"${file.filename}" mime type must be one of: ${allowed.join(', ')}.`, { mimeTypes: allowed.join(', ') });
      continue;
    }
    const name = generateFileName(file.filename || 'file', sniffed.ext);
    out.pending.push({ field: fieldName, name, data: file.data });
    out.newNames.set(fieldName, [...(out.newNames.get(fieldName) ?? []), name]);
    out.body[file.field] = [...asList(out.body[file.field]), name];
  }
  return out;
}

const fileKey = (c: Collection, recordId: string, name: string) => `${c.id}/${recordId}/${name}`;

export async function writePendingFiles(driver: FilesDriver, record: RecordModel, pending: PendingFile[]): Promise<void> {
  const id = String(record.data['id']);
  for (const p of pending) await driver.put(fileKey(record.collection, id, p.name), p.data);
}

/** names referenced by `before` but no longer by `after` (all file fields) */
export function removedFileNames(before: RecordModel | undefined, after: RecordModel | undefined): string[] {
  if (!before) return [];
  const kept = new Set(after ? after.collection.fields.filter((f) => f.type === 'file').flatMap((f) => asList(after.data[f.name]).map(String)) : []);
  return before.collection.fields
    .filter((f) => f.type === 'file')
    .flatMap((f) => asList(before.data[f.name]).map(String))
    .filter((n) => !kept.has(n));
}

export async function deleteFiles(driver: FilesDriver, record: RecordModel, names: string[]): Promise<void> {
  const id = String(record.data['id']);
  for (const name of names) {
    await driver.delete(fileKey(record.collection, id, name));
    await driver.deletePrefix(`${record.collection.id}/${id}/thumbs_${name}`);
  }
}

export const recordFilesPrefix = (c: Collection, recordId: string) => `${c.id}/${recordId}`;
export { fileKey };
