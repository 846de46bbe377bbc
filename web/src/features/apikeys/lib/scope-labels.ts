/** API key scopes (product.md §3.5) in plain words, in the order they are offered. */
import { apiKeysScopesLabels } from '../../../lib/select-labels';
import { t } from '../../../i18n/i18n';

const KEY_SCOPE_LABELS: Readonly<Record<string, string>> = apiKeysScopesLabels;

export const KEY_SCOPES = Object.keys(KEY_SCOPE_LABELS);

/** Scopes an employer or broker can use; the others only make sense for a member's own data. */
export const ROSTER_SCOPES = ['read:roster', 'write:roster', 'read:metrics'];

export const expiryChoices = () => [
  { value: '30', label: t('apikeys.days', { count: 30 }) },
  { value: '90', label: t('apikeys.days', { count: 90 }) },
  { value: '365', label: t('apikeys.days', { count: 365 }) },
  { value: 'never', label: t('apikeys.never') },
];

export const scopeLabel = (scope: string) => KEY_SCOPE_LABELS[scope] ?? scope;
