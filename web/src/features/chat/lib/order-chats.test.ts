import { describe, expect, it } from 'vitest';
import { matchesSearch, orderChats } from './order-chats';

const chat = (id: string, kind: string, at: string, status = 'open') => ({
  id,
  kind,
  status,
  last_message_at: at,
  created: '2026-01-01 00:00:00.000Z',
});

describe('orderChats', () => {
  const chats = [
    chat('a', 'assistant', '2026-03-01 10:00:00.000Z'),
    chat('c', 'counselor', '2026-02-01 10:00:00.000Z'),
    chat('old', 'counselor', '2026-04-01 10:00:00.000Z', 'closed'),
    chat('s', 'support', '2026-03-05 10:00:00.000Z'),
  ];

  it('pins the open counselor chat first for a member, closed threads last', () => {
    expect(orderChats(chats, 'member', {}).map((c) => c.id)).toEqual(['c', 's', 'a', 'old']);
  });

  it('puts unread chats first for a counselor, then by recent activity', () => {
    expect(orderChats(chats, 'counselor', { a: 2 }).map((c) => c.id)).toEqual(['a', 'old', 's', 'c']);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['Maya Member', '', true],
    ['Maya Member', 'maya', true],
    ['Maya Member', 'MEM may', true],
    ['Maya Member', 'jo', false],
  ])('%s ~ "%s" → %s', (name, q, want) => {
    expect(matchesSearch(name, q)).toBe(want);
  });
});
