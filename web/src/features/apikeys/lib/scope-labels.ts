/** API key scopes (product.md §3.5) in plain words, in the order they are offered. */
export const KEY_SCOPE_LABELS: Record<string, string> = {
  'read:roster': 'Read your roster',
  'write:roster': 'Add and update roster members and invitations',
  'read:metrics': 'Read de-identified metrics',
  'read:coverages': 'Read coverages',
  'read:appointments': 'Read appointments',
  'write:appointments': 'Book and change appointments',
  'read:tasks': 'Read tasks',
  'write:tasks': 'Create and update tasks',
  'read:reports': 'Read reports',
};

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
