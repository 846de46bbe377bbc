/** Circle scopes in plain words (mails, summaries). The web app keeps its own copy for screens. */
const SCOPE_WORDS: Record<string, string> = {
  profile: 'profile and contact details',
  coverage: 'insurance coverage',
  plans: 'plans and tasks',
  appointments: 'appointments',
  reports: 'bill and claim cases',
  files: 'files and documents',
  chat: 'the chat with the counselor',
};

export function scopeSentence(scopes: string[]): string {
  const words = scopes.map((s) => SCOPE_WORDS[s] ?? s);
  if (words.length <= 1) return words[0] ?? 'nothing yet';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** the signed-in user behind a change, or '' for superusers, the CLI and crons (not a `users` row) */
export function actorOf(e: { request?: { auth?: { collection: { name: string }; record: Record<string, unknown> } | null } | null }): string {
  const auth = e.request?.auth;
  return auth && auth.collection.name === 'users' ? String(auth.record['id'] ?? '') : '';
}
