/** Orders the chat list: a member's counselor chat pinned first; for staff, unread chats first. */
export interface OrderableChat {
  id: string;
  kind: string;
  status: string;
  last_message_at: string;
  created: string;
}

const time = (c: OrderableChat) => Date.parse(c.last_message_at || c.created) || 0;
const byRecent = (a: OrderableChat, b: OrderableChat) => time(b) - time(a);

export function orderChats<T extends OrderableChat>(
  chats: readonly T[],
  role: string,
  unread: Record<string, number>,
): T[] {
  const rank = (c: T): number => {
    if (role === 'member') return c.kind === 'counselor' && c.status !== 'closed' ? 0 : c.status === 'closed' ? 2 : 1;
    return (unread[c.id] ?? 0) > 0 ? 0 : 1;
  };
  return [...chats].sort((a, b) => rank(a) - rank(b) || byRecent(a, b));
}

/** Case-insensitive match of every word of the query against a name. */
export function matchesSearch(name: string, query: string): boolean {
  const hay = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
