/**
 * `POST /api/roster/import` (multipart: `employer`, `file`, `apply`, optional `mapping`: a JSON object
 * of Covey field → the file's header, chosen by hand in the screen, decision 0056): checks every row of the CSV
 * before anything is written and answers a preview `{total, counts, fileErrors, rowErrors, rows}`.
 * With `apply=true` the valid rows are written in one transaction and the rows with a problem are
 * given back as a CSV with the reason per row (`invalidCsv`); a file that can't be read, or one where
 * every row has a problem, writes nothing and the same report comes back with status 400.
 * `GET /api/roster/export?employer=` returns the roster as CSV with formula-looking cells escaped.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { str } from '../../hooks/context.js';
import { applyRoster, planRoster } from '../roster-apply.js';
import { csvCell, invalidRowsCsv, readRosterMapping, type RosterMapping } from '../roster-import.js';
import { parseRosterOffLoop } from '../roster-parse.js';
import { actor, managedEmployer } from './roster-access.js';
import { store } from '../../store/store.js';
import type { CoveyHttp } from '../../routes/index.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const PREVIEW_ROWS = 200;
const MAX_BYTES = 25 << 20;

/** the `mapping` form field: absent, or a JSON object of field → header */
function mappingField(v: unknown): RosterMapping | undefined {
  if (v === undefined || v === '') return undefined;
  let value: unknown = v;
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v) as unknown;
    } catch {
      value = null;
    }
  }
  const mapping = readRosterMapping(value);
  if (!mapping) throw new ProductError(400, msg('error.roster_import.column_choices_could_not'), { mapping: { code: 'validation_invalid_value', message: 'Expected an object of field → column name.' } });
  return mapping;
}

async function importRoster(core: CoreApp, http: CoveyHttp, req: FastifyRequest, reply: FastifyReply) {
  const who = actor(req);
  if (!http.isMultipartBody(req.body)) throw new ProductError(400, msg('error.roster_import.upload_roster_as_csv'));
  const { data, files } = await http.readBody(req, MAX_BYTES);
  const employer = await managedEmployer(core, who, str(data['employer']));
  const employerId = employer.data.id;
  const file = files.find((f) => f.field === 'file');
  if (!file) throw new ProductError(400, msg('error.roster_import.choose_csv_file_upload'));
  const parsed = await parseRosterOffLoop(file.data, mappingField(data['mapping']));
  // rows with a problem are left out of the plan: the counts speak of the rows that will be imported
  const parseErrorLines = new Set(parsed.rowErrors.map((e) => e.line));
  const checked = parsed.rows.filter((r) => !parseErrorLines.has(r.line));
  const plan = parsed.fileErrors.length ? null : await planRoster(core, core.db, employerId, checked);
  const rowErrors = [...parsed.rowErrors, ...(plan?.errors ?? [])].sort((a, b) => a.line - b.line);
  const errorLines = new Set(rowErrors.map((e) => e.line));
  const actions = new Map((plan?.actions ?? []).map((a) => [a.line, a.action]));
  const valid = checked.filter((r) => !errorLines.has(r.line));
  const report = {
    total: parsed.rows.length,
    valid: parsed.fileErrors.length ? 0 : valid.length,
    counts: plan?.counts ?? { create: 0, update: 0, unchanged: 0 },
    fileErrors: parsed.fileErrors,
    columns: parsed.columns,
    rowErrors,
    invalidRows: errorLines.size,
    rows: parsed.rows.slice(0, PREVIEW_ROWS).map((r) => ({ ...r, action: errorLines.has(r.line) ? 'error' : (actions.get(r.line) ?? 'error') })),
    // the rows that will not be imported, with the reason, to fix and upload again
    invalidCsv: errorLines.size ? invalidRowsCsv(parsed.rows, rowErrors) : '',
  };
  const apply = data['apply'] === true || data['apply'] === 'true';
  if (!apply) return report;
  if (parsed.fileErrors.length) {
    return reply.code(400).send({ status: 400, message: 'Nothing was imported: the file could not be read. Fix it and upload it again.', data: { report } });
  }
  if (!valid.length) {
    return reply.code(400).send({ status: 400, message: 'Nothing was imported: every row has a problem. Fix the rows listed and upload the file again.', data: { report } });
  }
  // the valid rows are imported together (one transaction); the others are given back in `invalidCsv`
  const result = await core.db.transaction((q) => applyRoster(core, q, employerId, valid));
  return { ...report, applied: result, skipped: errorLines.size };
}

async function exportRoster(core: CoreApp, req: FastifyRequest, reply: FastifyReply) {
  const who = actor(req);
  const employer = await managedEmployer(core, who, str((req.query as Record<string, unknown>)['employer']));
  const rows = await store(core).list('members', 'employer = {:id}', { params: { id: employer.data.id }, sort: '+last_name,+first_name,+id' });
  const lines = ['name,email,employee_id,eligibility_start,eligibility_end,status'];
  for (const { data: r } of rows) {
    const cells = [`${r.first_name} ${r.last_name}`.trim(), r.email, r.employee_id, r.eligibility_start.slice(0, 10), r.eligibility_end.slice(0, 10), r.status];
    lines.push(cells.map((c) => csvCell(c)).join(','));
  }
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', 'attachment; filename="roster.csv"');
  return reply.send(`${lines.join('\r\n')}\r\n`);
}

export function registerRosterImport(core: CoreApp, http: CoveyHttp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/roster/import', { bodyLimit: MAX_BYTES }, async (req, reply) => importRoster(core, http, req, reply));
    scope.get('/api/roster/export', async (req, reply) => exportRoster(core, req, reply));
  };
}
