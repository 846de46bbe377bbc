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
    return "This can't be booked for that person. You can book for yourself, a child you look after, or a member of your caseload.";
  }
  return errorMessage(error, 'save');
}
