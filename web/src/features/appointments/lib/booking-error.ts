import { t } from '../../../i18n/i18n';
import { errorMessage, errorStatus, fieldErrors, serverMessage } from '../../../lib/api-errors';

/**
 * The sentence to show when a booking fails: the server's own sentence (slot taken, notice, window,
 * cap, cut-off…), or for a bare rule refusal, what it means here.
 */
export function bookingError(error: unknown): string {
  const fields = fieldErrors(error);
  const first = fields['start'] ?? fields['status'] ?? Object.values(fields)[0];
  if (first) return first;
  if (errorStatus(error) === 400 && /^Failed to (create|update) record\.?$/.test(serverMessage(error))) {
    return t('appointments.bookingRefused');
  }
  return errorMessage(error, 'save');
}
