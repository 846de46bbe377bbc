/** OAuth scopes (product.md §3.5) in plain words for the consent card and connected apps. */
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
