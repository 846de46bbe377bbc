/**
 * Roster CSV import (product.md §2 path 3, issue 16): the file is read and every row checked before
 * anything is written. Columns: name (or first_name and last_name), email (required); employee_id,
 * dob, eligibility_start, eligibility_end (optional); the headers HR systems commonly export are
 * recognised (`ALIASES`). UTF-8 only (a BOM is fine), at most 50,000 rows. Cells are kept as
 * text: a cell starting with = + - @ is stored as typed and escaped on export (`csvCell`).
 * Parsing uses csv-parse (docs/decisions/0016-roster-csv-and-charts.md). Headers that are not
 * recognised can be matched by hand: a `mapping` (Covey field → the file's header) replaces the
 * recognition, and every answer gives back the file's headers, what each was read as and its first
 * rows (`columns`) for the screen's mapping form (decision 0056).
 */
import { parse } from 'csv-parse/sync';

export const MAX_ROWS = 50_000;
const REQUIRED_COLUMNS = ['name', 'email'] as const;
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export interface RosterRow {
  /** line in the file (the header is line 1) */
  line: number;
  name: string;
  email: string;
  employee_id: string;
  /** canonical `YYYY-MM-DD 00:00:00.000Z` or '' */
  dob: string;
  eligibility_start: string;
  eligibility_end: string;
}

export interface RowError {
  line: number;
  column: string;
  message: string;
}

/** the fields a roster column can be read as */
const ROSTER_FIELDS = ['name', 'first_name', 'last_name', 'email', 'employee_id', 'dob', 'eligibility_start', 'eligibility_end'] as const;
type RosterField = (typeof ROSTER_FIELDS)[number];
/** Covey field → the file's header, chosen by hand; a field left out is not in the file */
export type RosterMapping = Partial<Record<RosterField, string>>;
const SAMPLE_ROWS = 5;

interface RosterColumns {
  /** the file's header row as written */
  headers: string[];
  /** for each header, the field it was recognised as (null: not recognised) */
  recognised: (RosterField | null)[];
  /** the first data rows' cells, for the mapping form's preview */
  sample: string[][];
}

export interface ParsedRoster {
  rows: RosterRow[];
  columns: RosterColumns;
  /** problems with the whole file (encoding, columns, size) */
  fileErrors: string[];
  rowErrors: RowError[];
}

/** the headers HR systems commonly export, read as Covey's columns (case and spacing do not matter) */
const ALIASES: Record<string, string> = {
  'full name': 'name', 'employee name': 'name',
  'first name': 'first_name', firstname: 'first_name', 'given name': 'first_name', 'legal first name': 'first_name',
  'last name': 'last_name', lastname: 'last_name', surname: 'last_name', 'family name': 'last_name', 'legal last name': 'last_name',
  'e-mail': 'email', 'email address': 'email', 'e-mail address': 'email', 'work email': 'email', 'work email address': 'email',
  'employee id': 'employee_id', employeeid: 'employee_id', 'employee number': 'employee_id', 'employee #': 'employee_id',
  'employee no': 'employee_id', 'emp id': 'employee_id', 'ee id': 'employee_id', 'worker id': 'employee_id',
  'date of birth': 'dob', birthdate: 'dob', 'birth date': 'dob',
  'eligibility start': 'eligibility_start', 'coverage start': 'eligibility_start', 'coverage start date': 'eligibility_start',
  'benefits start date': 'eligibility_start', 'eligibility start date': 'eligibility_start',
  'eligibility end': 'eligibility_end', 'coverage end': 'eligibility_end', 'coverage end date': 'eligibility_end',
  'eligibility end date': 'eligibility_end',
};

function normaliseHeader(h: string): string {
  const k = h.trim().toLowerCase().replace(/\s+/g, ' ');
  return ALIASES[k] ?? k.replace(/ /g, '_');
}

const isField = (v: string): v is RosterField => (ROSTER_FIELDS as readonly string[]).includes(v);

/** each header read as a field, or null; a field recognised twice counts for its first column only */
function recognise(headers: readonly string[]): (RosterField | null)[] {
  const seen = new Set<string>();
  return headers.map((h) => {
    const f = normaliseHeader(h);
    if (!isField(f) || seen.has(f)) return null;
    seen.add(f);
    return f;
  });
}

/** a mapping as sent by a client: an object of known fields to header names; null when malformed */
export function readRosterMapping(v: unknown): RosterMapping | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out: RosterMapping = {};
  for (const [k, h] of Object.entries(v as Record<string, unknown>)) {
    if (!isField(k) || typeof h !== 'string' || h.length > 200) return null;
    if (h) out[k] = h;
  }
  return out;
}

/** the field each header is read as under a hand-made mapping; problems as sentences */
function mapped(headers: readonly string[], mapping: RosterMapping): { fields: (RosterField | null)[]; errors: string[] } {
  const fields: (RosterField | null)[] = headers.map(() => null);
  const errors: string[] = [];
  for (const f of ROSTER_FIELDS) {
    const h = mapping[f];
    if (!h) continue;
    const i = headers.indexOf(h);
    if (i < 0) errors.push(`The file has no column named "${h}". Choose the columns again.`);
    else if (fields[i]) errors.push(`The column "${h}" is chosen for two fields. Choose one column per field.`);
    else fields[i] = f;
  }
  return { fields, errors };
}

/** `YYYY-MM-DD` or `MM/DD/YYYY` → canonical date; null when not a real date */
export function parseRosterDate(v: string): string | null {
  const s = v.trim();
  if (!s) return '';
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s))) [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return t.toISOString().replace('T', ' ');
}

function decode(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

export function parseRoster(data: Buffer, mapping?: RosterMapping): ParsedRoster {
  const out: ParsedRoster = { rows: [], columns: { headers: [], recognised: [], sample: [] }, fileErrors: [], rowErrors: [] };
  const text = decode(data);
  if (text === null) {
    out.fileErrors.push('The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.');
    return out;
  }
  if (text.includes('\u0000')) {
    out.fileErrors.push('The file is not a text CSV file. Save it as "CSV UTF-8" and upload it again.');
    return out;
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as string[][];
  } catch (err) {
    out.fileErrors.push(`The file could not be read as CSV (${(err as Error).message.split('\n')[0]}).`);
    return out;
  }
  const headers = (records[0] ?? []).map((h) => String(h));
  const recognised = recognise(headers);
  out.columns = { headers, recognised, sample: records.slice(1, 1 + SAMPLE_ROWS).map((r) => headers.map((_h, i) => String(r[i] ?? ''))) };
  const byHand = mapping ? mapped(headers, mapping) : null;
  if (byHand?.errors.length) {
    out.fileErrors.push(...byHand.errors);
    return out;
  }
  const header = byHand ? byHand.fields : recognised;
  // a name in two columns (first_name, last_name), as most HR exports have it, is read as one
  const splitNames = !header.includes('name') && (header.includes('first_name') || header.includes('last_name'));
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c) && !(c === 'name' && splitNames));
  if (!records.length) out.fileErrors.push('The file is empty. Add a header row (name,email) and one row per employee.');
  else if (missing.length && byHand)
    out.fileErrors.push(`Choose the column${missing.length > 1 ? 's' : ''} for ${missing.map((c) => (c === 'name' ? 'the name (or first and last name)' : c)).join(' and ')}.`);
  else if (missing.length)
    out.fileErrors.push(
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.map((c) => (c === 'name' ? 'name (or first_name and last_name)' : c)).join(', ')}. The first row must name the columns.`,
    );
  const dataRows = records.length - 1;
  if (dataRows > MAX_ROWS) out.fileErrors.push(`The file has ${dataRows.toLocaleString('en-US')} rows; the limit is ${MAX_ROWS.toLocaleString('en-US')} per import. Split it into smaller files.`);
  if (out.fileErrors.length) return out;
  if (dataRows === 0) {
    out.fileErrors.push('The file has no employee rows under its header.');
    return out;
  }

  const col = (name: RosterField) => header.indexOf(name);
  const idx = { name: col('name'), first: col('first_name'), last: col('last_name'), email: col('email'), employee_id: col('employee_id'), dob: col('dob'), start: col('eligibility_start'), end: col('eligibility_end') };
  const emails = new Map<string, number>();
  const ids = new Map<string, number>();
  for (let i = 1; i < records.length; i++) {
    const cells = records[i]!;
    const line = i + 1;
    const cell = (k: number) => (k >= 0 ? String(cells[k] ?? '').trim() : '');
    const err = (column: string, message: string) => out.rowErrors.push({ line, column, message });
    const name = splitNames ? `${cell(idx.first)} ${cell(idx.last)}`.trim() : cell(idx.name);
    const email = cell(idx.email).toLowerCase();
    const employeeId = cell(idx.employee_id);
    if (!name) err('name', 'Name is missing.');
    if (name.length > 200) err('name', 'Name is longer than 200 characters.');
    if (!email) err('email', 'Email is missing.');
    else if (!EMAIL.test(email) || email.length > 254) err('email', `"${email}" is not a valid email address.`);
    else if (emails.has(email)) err('email', `${email} is already on line ${emails.get(email)}.`);
    else emails.set(email, line);
    if (employeeId) {
      if (employeeId.length > 100) err('employee_id', 'Employee id is longer than 100 characters.');
      else if (ids.has(employeeId)) err('employee_id', `Employee id ${employeeId} is already on line ${ids.get(employeeId)}.`);
      else ids.set(employeeId, line);
    }
    const dob = parseRosterDate(cell(idx.dob));
    const start = parseRosterDate(cell(idx.start));
    const end = parseRosterDate(cell(idx.end));
    if (dob === null) err('dob', `"${cell(idx.dob)}" is not a date (use YYYY-MM-DD).`);
    else if (dob && dob > new Date().toISOString()) err('dob', 'Date of birth is in the future.');
    if (start === null) err('eligibility_start', `"${cell(idx.start)}" is not a date (use YYYY-MM-DD).`);
    if (end === null) err('eligibility_end', `"${cell(idx.end)}" is not a date (use YYYY-MM-DD).`);
    if (start && end && end < start) err('eligibility_end', 'Eligibility ends before it starts.');
    out.rows.push({ line, name, email, employee_id: employeeId, dob: dob ?? '', eligibility_start: start ?? '', eligibility_end: end ?? '' });
  }
  return out;
}

/** the rows that were not imported, as a CSV the admin can fix and upload again (with the reason per row) */
export function invalidRowsCsv(rows: readonly RosterRow[], errors: readonly RowError[]): string {
  const reasons = new Map<number, string[]>();
  for (const e of errors) reasons.set(e.line, [...(reasons.get(e.line) ?? []), e.message]);
  const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end,line,problem'];
  for (const r of rows) {
    const why = reasons.get(r.line);
    if (!why) continue;
    const cells = [r.name, r.email, r.employee_id, r.dob.slice(0, 10), r.eligibility_start.slice(0, 10), r.eligibility_end.slice(0, 10), String(r.line), why.join(' ')];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** a CSV cell that a spreadsheet will show as text: formula-looking values get a leading apostrophe */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function splitName(full: string): { first: string; last: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}
