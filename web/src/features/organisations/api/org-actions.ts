/** Writes of the organisation screens: roster routes (server/src/covey/routes/roster-*.ts) and records. */
import { sendFormWithProgress, UploadError } from '../../../lib/upload-progress';
import { pb } from '../../../lib/api-client';
import type { MailOutcome } from '../../../lib/mail-outcome';
import type { InviteRecord, RosterMember } from './org-types';
import { t } from '../../../i18n/i18n';

/** an invitation with what became of its email and its link (to copy when the email did not go out) */
export interface IssuedOrgInvite {
  invite: InviteRecord;
  mail: MailOutcome;
  link: string;
}

export interface InviteInput {
  employer: string;
  email: string;
  name: string;
  employee_id?: string;
  eligibility_start?: string;
  eligibility_end?: string;
}

export const inviteEmployee = (input: InviteInput) =>
  pb.send<IssuedOrgInvite & { member: RosterMember }>('/api/roster/invite', { method: 'POST', body: input });

export const inviteCoAdmin = (employer: string, email: string, name: string) =>
  pb.send<IssuedOrgInvite>('/api/roster/invite-admin', {
    method: 'POST',
    body: { employer, email: email.trim(), name: name.trim() },
  });

export const inviteAllPending = (employer: string) =>
  pb.send<{ invited: number; sent: number; mail: MailOutcome }>('/api/roster/invite-all', { method: 'POST', body: { employer } });

/** a new link, mailed; with `send: false` only issued, to copy ("Copy link": only its hash is stored) */
export const resendInvite = (id: string, send = true) =>
  pb.send<IssuedOrgInvite>(`/api/roster/invites/${encodeURIComponent(id)}/resend`, { method: 'POST', body: { send } });

export const revokeInvite = (id: string) =>
  pb.send<InviteRecord>(`/api/roster/invites/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} });

export const setRosterStatus = (id: string, status: 'active' | 'inactive' | 'invited') =>
  pb.collection('members').update<RosterMember>(id, { status });

export function inviteOrgUser(
  kind: 'employer_admin' | 'broker_user',
  target: { employer?: string; broker?: string },
  email: string,
  name: string,
) {
  return pb.send<IssuedOrgInvite>('/api/org-invites', {
    method: 'POST',
    body: { kind, email: email.trim().toLowerCase(), name: name.trim(), ...target },
  });
}

interface ImportRow {
  line: number;
  name: string;
  email: string;
  employee_id: string;
  eligibility_start: string;
  eligibility_end: string;
  action: 'create' | 'update' | 'unchanged' | 'error';
}

/** the fields a roster column can be read as (server/src/covey/organisations/roster-import.ts) */
export type RosterField = 'name' | 'first_name' | 'last_name' | 'email' | 'employee_id' | 'dob' | 'eligibility_start' | 'eligibility_end';
/** field → the file's header, chosen by hand; a field left out is not in the file */
export type RosterMapping = Partial<Record<RosterField, string>>;

export interface RosterColumns {
  headers: string[];
  /** for each header, the field it was recognised as (null: not recognised) */
  recognised: (RosterField | null)[];
  /** the first data rows' cells */
  sample: string[][];
}

export interface ImportReport {
  total: number;
  columns: RosterColumns;
  counts: { create: number; update: number; unchanged: number };
  fileErrors: string[];
  rowErrors: { line: number; column: string; message: string }[];
  invalidRows: number;
  /** rows that will be imported (no problem found) */
  valid: number;
  rows: ImportRow[];
  /** the rows with a problem as a CSV (the reason in the last column), '' when there are none */
  invalidCsv: string;
  applied?: { created: number; updated: number; unchanged: number };
  /** rows left out of the import because of a problem */
  skipped?: number;
}

export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly report: ImportReport | null,
  ) {
    super(message);
  }
}

/** uploads the CSV (XHR, for upload progress 0..1); preview unless `apply` */
export async function importRoster(
  employer: string,
  file: File,
  apply: boolean,
  onProgress?: (p: number) => void,
  mapping?: RosterMapping | null,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('employer', employer);
  if (apply) form.append('apply', 'true');
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  try {
    return await sendFormWithProgress<ImportReport>('POST', '/api/roster/import', form, onProgress);
  } catch (err) {
    if (!(err instanceof UploadError) || err.status === 0)
      throw new ImportRefused(t('org.import.offline'), null);
    const body = err.response as { message?: string; data?: { report?: ImportReport } };
    throw new ImportRefused(
      typeof body.message === 'string' ? body.message : t('org.import.failedLater'),
      body.data?.report ?? null,
    );
  }
}

/** downloads the roster CSV (cells that look like formulas are escaped by the server) */
export async function exportRoster(employer: string): Promise<Blob> {
  const res = await fetch(pb.buildURL(`/api/roster/export?employer=${encodeURIComponent(employer)}`), {
    headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {},
  });
  if (!res.ok) throw new Error(t('org.roster.exportFailed'));
  return res.blob();
}

/**
 * Whether the welcome link went out by mail: the endpoint's own `mail` outcome when it gives one; otherwise
 * "queued" when mail is set up (the server sends after answering), "off" when it is not (nothing was sent),
 * and "unknown" when the settings cannot be read.
 */

export const createStaff = async (input: {
  kind: 'counselor' | 'broker' | 'employer';
  email: string;
  name: string;
  organisation?: string;
}) => pb.send<{ link: string; mail: MailOutcome; record: { id: string } }>('/api/staff', { method: 'POST', body: input });

/** an employer admin ends the broker relationship (server/src/covey/routes/broker-disconnect.ts) */
export const disconnectBroker = (employer: string) =>
  pb.send(`/api/employers/${encodeURIComponent(employer)}/disconnect-broker`, { method: 'POST', body: {} });
