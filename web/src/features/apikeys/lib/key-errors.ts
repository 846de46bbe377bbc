/** Sentences for failed key actions, with the next step (never raw server text). */
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { t } from '../../../i18n/i18n';

export function keyErrorMessage(error: unknown, action: 'create' | 'rename' | 'revoke'): string {
  const status = errorStatus(error);
  if (status === 0) return t('apikeys.error.offline');
  if (status === 401) return t('apikeys.error.session');
  if (status === 403) return t('apikeys.error.forbidden');
  if (status === 404) return t('apikeys.error.gone');
  if (status === 400) {
    const fields = fieldErrors(error);
    if (fields['name']) return t('apikeys.error.nameLong');
    if (fields['scopes']) return t('apikeys.error.scopes');
    if (fields['expires_in_days']) return t('apikeys.error.expiry');
    if (fields['revoked']) return t('apikeys.error.revoked');
  }
  return t('apikeys.error.failed', { action });
}
