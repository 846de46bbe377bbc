/** Writing reports: drafts, uploads with progress, status moves, comments and the chat conversion. */
import { percentUntilAnswered, sendFormWithProgress } from '../../../lib/upload-progress';
import { pb } from '../../../lib/api-client';
import type { ReportRecord } from './report-types';
import { textToHtml } from '../../../lib/html-text';

export interface DraftInput {
  member: string;
  kind: string;
  title: string;
  description: string;
  provider_name: string;
  service_date: string;
  amount_billed: number | '';
  amount_expected: number | '';
  coverage: string;
  priority: string;
}

const clean = (d: DraftInput) => ({
  ...d,
  amount_billed: d.amount_billed === '' ? 0 : d.amount_billed,
  amount_expected: d.amount_expected === '' ? 0 : d.amount_expected,
  service_date: d.service_date || '',
});

export function saveDraft(id: string | null, d: DraftInput): Promise<ReportRecord> {
  return id
    ? pb.collection('reports').update<ReportRecord>(id, clean(d))
    : pb.collection('reports').create<ReportRecord>({ ...clean(d), status: 'draft' });
}

/** adds one file to a report's attachments, reporting progress 0–100 */
export function uploadAttachment(id: string, file: File, onProgress: (pct: number) => void): Promise<ReportRecord> {
  const form = new FormData();
  form.append('attachments+', file, file.name);
  return sendFormWithProgress<ReportRecord>(
    'PATCH',
    `/api/collections/reports/records/${encodeURIComponent(id)}`,
    form,
    percentUntilAnswered(onProgress),
  ).then((saved) => {
    onProgress(100);
    return saved;
  });
}

export const moveReport = (id: string, body: Record<string, unknown>) =>
  pb.collection('reports').update<ReportRecord>(id, body);

export const deleteDraft = (id: string) => pb.collection('reports').delete(id);

export function addComment(r: Pick<ReportRecord, 'id' | 'member'>, body: string, internal = false) {
  const author = pb.authStore.record?.id ?? '';
  return pb.collection('comments').create({ report: r.id, member: r.member, author, body: textToHtml(body), internal });
}

export function reportFromMessage(message: string, kind = 'other'): Promise<ReportRecord> {
  return pb.send<ReportRecord>('/api/reports/from-message', { method: 'POST', body: { message, kind } });
}
