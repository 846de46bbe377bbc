/** Sentences (with the next step) for what can go wrong with a report; never the server's raw text. */
import { ClientResponseError } from 'pocketbase';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

const FIELD: Record<string, MessageId> = {
  attachments: 'reports.error.attachments',
  resolution: 'reports.error.resolution',
  outcome: 'reports.error.outcome',
  title: 'reports.error.title',
  member: 'reports.error.member',
  coverage: 'reports.error.coverage',
  satisfaction: 'reports.error.satisfaction',
  amount_saved: 'reports.error.amountSaved',
  amount_billed: 'reports.error.amountBilled',
  amount_expected: 'reports.error.amountExpected',
  service_date: 'reports.error.serviceDate',
  status: 'reports.error.status',
};

const CODE: Record<string, MessageId> = {
  validation_invalid_mime_type: 'reports.error.mimeType',
  validation_file_size_limit: 'reports.error.fileSize',
  validation_reopen_window: 'reports.error.reopenWindow',
};

/** a message already worded for people (thrown by the screens' own checks) */
export class Sentence extends Error {}

export function reportError(error: unknown): string {
  if (error instanceof Sentence) return error.message;
  const failed = asFailure(error);
  if (!failed) {
    return t('reports.error.generic');
  }
  return failureMessage(failed);
}

interface Failure {
  status: number;
  response?: { data?: unknown };
}

/** the SDK's error, or the upload's own (XHR) with the same shape */
function asFailure(error: unknown): Failure | null {
  if (error instanceof ClientResponseError) return error.isAbort ? null : error;
  if (error && typeof error === 'object' && typeof (error as Failure).status === 'number' && 'response' in error)
    return error as Failure;
  return null;
}

function failureMessage(error: Failure): string {
  if (error.status === 0) return t('reports.error.unreachable');
  if (error.status === 413) return t('reports.error.fileSize');
  if (error.status === 401) return t('reports.error.session');
  if (error.status === 403) return t('reports.error.forbidden');
  if (error.status === 404) return t('reports.error.notFound');
  const data = (error.response?.data ?? {}) as Record<string, { code?: string }>;
  for (const [field, value] of Object.entries(data)) {
    const byCode = value?.code ? CODE[value.code] : undefined;
    if (byCode) return t(byCode);
    const byField = FIELD[field];
    if (byField) return t(byField);
  }
  if (error.status === 429) return t('reports.error.tooMany');
  return t('reports.error.notSaved');
}
