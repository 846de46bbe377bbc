/**
 * Who is looking at a screen, for its wording (issue 30: every screen speaks to the role that sees it).
 * An operator's session is a `_superusers` record without a `role`, so it is told apart here instead of
 * falling through to the member's sentences.
 */
export type ViewerRole = 'member' | 'counselor' | 'employer' | 'broker' | 'superuser';

export function viewerRole(session: { user: { role?: unknown } | null; isSuperuser: boolean }): ViewerRole {
  if (session.isSuperuser) return 'superuser';
  const role = session.user?.role;
  return role === 'counselor' || role === 'employer' || role === 'broker' ? role : 'member';
}

/** the sentence for this viewer: its own when given, else the staff one for any staff role, else the member's */
export function forViewer(viewer: ViewerRole, words: Partial<Record<ViewerRole | 'staff', string>> & { member: string }): string {
  return words[viewer] ?? (viewer === 'member' ? undefined : words.staff) ?? words.member;
}
