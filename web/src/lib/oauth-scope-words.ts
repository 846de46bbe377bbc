import { t } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';

/** OAuth scopes (product.md §3.5) in plain words, in the active language: the consent card and the connected apps list. */
const WORDS: Record<string, MessageId> = {
  profile: 'oauthScope.profile',
  'coverage:read': 'oauthScope.coverageRead',
  'appointments:read': 'oauthScope.appointmentsRead',
  'appointments:write': 'oauthScope.appointmentsWrite',
  'tasks:read': 'oauthScope.tasksRead',
  'tasks:write': 'oauthScope.tasksWrite',
  'reports:read': 'oauthScope.reportsRead',
  'files:read': 'oauthScope.filesRead',
};

export const scopeWords = (scope: string) => {
  const id = WORDS[scope];
  return id ? t(id) : scope;
};

export const OAUTH_SCOPES = Object.keys(WORDS);
