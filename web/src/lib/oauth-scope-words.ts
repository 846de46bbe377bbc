/** OAuth scopes (product.md §3.5) in plain words: the consent card and the connected apps list. */
const WORDS: Record<string, string> = {
  profile: 'See your name, contact details and basic profile',
  'coverage:read': 'See your insurance coverage',
  'appointments:read': 'See your appointments',
  'appointments:write': 'Book, reschedule and cancel appointments',
  'tasks:read': 'See your tasks and plans',
  'tasks:write': 'Create and update your tasks',
  'reports:read': 'See the reports you filed',
  'files:read': 'See your uploaded documents',
};

export const scopeWords = (scope: string) => WORDS[scope] ?? scope;

export const OAUTH_SCOPES = Object.keys(WORDS);
