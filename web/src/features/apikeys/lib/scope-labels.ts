/** API key scopes (product.md §3.5) in plain words, in the order they are offered. */
import { apiKeysScopesLabels } from '../../../lib/select-labels';

const KEY_SCOPE_LABELS: Readonly<Record<string, string>> = apiKeysScopesLabels;

export const KEY_SCOPES = Object.keys(KEY_SCOPE_LABELS);

/** Scopes an employer or broker can use; the others only make sense for a member's own data. */
export const ROSTER_SCOPES = ['read:roster', 'write:roster', 'read:metrics'];

export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'Never' },
];

export const scopeLabel = (scope: string) => KEY_SCOPE_LABELS[scope] ?? scope;
