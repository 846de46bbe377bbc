/** Sentences for failed key actions, with the next step (never raw server text). */
import { errorStatus, fieldErrors } from '../../../lib/api-errors';

export function keyErrorMessage(error: unknown, action: 'create' | 'rename' | 'revoke'): string {
  const status = errorStatus(error);
  if (status === 0) return 'Could not reach Covey. Check your connection and try again.';
  if (status === 401) return 'Your session has ended. Sign in again, then try once more.';
  if (status === 403) return 'Your account cannot manage API keys. Ask an employer or broker administrator.';
  if (status === 404) return 'This key no longer exists. Reload the page to see your current keys.';
  if (status === 400) {
    const fields = fieldErrors(error);
    if (fields['name']) return 'Give the key a name of at most 100 characters.';
    if (fields['scopes']) return 'Choose at least one permission for the key.';
    if (fields['expires_in_days']) return 'Choose when the key expires: 30, 90 or 365 days, or never.';
    if (fields['revoked']) return 'A revoked key cannot be restored. Create a new key instead.';
  }
  const verb = action === 'create' ? 'create the key' : action === 'rename' ? 'rename the key' : 'revoke the key';
  return `Could not ${verb}. Try again in a moment.`;
}
