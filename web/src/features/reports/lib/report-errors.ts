/** Sentences (with the next step) for what can go wrong with a report; never the server's raw text. */
import { ClientResponseError } from 'pocketbase';

const FIELD: Record<string, string> = {
  attachments: 'One of the files could not be added. Use PDFs or photos (JPG, PNG or HEIC) of up to 20 MB each.',
  resolution: 'Describe how the report was resolved.',
  outcome: 'Choose the outcome.',
  title: 'Give the report a short title.',
  member: 'Choose the person this report is about.',
  coverage: 'Choose a coverage of the person this report is about.',
  satisfaction: 'A report can be rated from 1 to 5 once it is resolved.',
  amount_saved: 'Only your counselor can record the amount saved.',
  amount_billed: 'Enter the billed amount as a number, for example 2480.',
  amount_expected: 'Enter the expected amount as a number, for example 350.',
  service_date: 'Enter the date of service as a date.',
  status: 'This step is not possible right now. Refresh the page to see the report as it is now.',
};

const CODE: Record<string, string> = {
  validation_invalid_mime_type: 'That file type can’t be added. Use a PDF or a photo (JPG, PNG or HEIC).',
  validation_file_size_limit: 'That file is larger than 20 MB. Choose a smaller file or take the photo again.',
  validation_reopen_window:
    'A report can be reopened within 14 days of its resolution. Send your counselor a message instead.',
};

/** a message already worded for people (thrown by the screens' own checks) */
export class Sentence extends Error {}

export function reportError(error: unknown): string {
  if (error instanceof Sentence) return error.message;
  const failed = asFailure(error);
  if (!failed) {
    return 'Something went wrong. Please try again.';
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
  if (error.status === 0) return 'Could not reach Covey. Check your connection and try again.';
  if (error.status === 413) return CODE['validation_file_size_limit']!;
  if (error.status === 401) return 'Your session has ended. Sign in again to continue.';
  if (error.status === 403) return 'You can’t do this with your account. Ask your counselor if you need help.';
  if (error.status === 404)
    return 'This report was not found, or this step is no longer possible. Refresh the page to see it as it is now.';
  const data = (error.response?.data ?? {}) as Record<string, { code?: string }>;
  for (const [field, value] of Object.entries(data)) {
    const byCode = value?.code ? CODE[value.code] : undefined;
    if (byCode) return byCode;
    if (FIELD[field]) return FIELD[field];
  }
  if (error.status === 429) return 'Too many attempts. Wait a minute and try again.';
  return 'This could not be saved. Check the details and try again.';
}
