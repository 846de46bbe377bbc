import { describe, expect, it, vi } from 'vitest';

const getFullList = vi.fn();
vi.mock('../../../lib/api-client', () => ({ pb: { collection: () => ({ getFullList }) } }));

const { fetchUnreadConversations, toConversations } = await import('./counselor-home');

describe('unread conversations', () => {
  it('reads the chats with unread member messages from their counts, not every unread message', async () => {
    getFullList.mockResolvedValueOnce([
      { id: 'c1', unread_counselor: 2, last_message: 'Thanks', last_message_at: '2026-11-01 10:00:00.000Z', expand: { member: { first_name: 'Ana', last_name: 'Ruiz' } } },
      { id: 'c2', unread_counselor: 5, last_message: 'Help with a bill', last_message_at: '2026-11-02 09:00:00.000Z', expand: { member: { first_name: 'Bo', last_name: '' } } },
    ]);
    const list = await fetchUnreadConversations();
    expect(getFullList).toHaveBeenCalledOnce();
    const [opts] = getFullList.mock.calls[0]! as [{ filter: string; fields: string }];
    expect(opts.filter).toBe('unread_counselor > 0');
    expect(opts.fields).toContain('unread_counselor');
    expect(list).toEqual([
      { chatId: 'c2', name: 'Bo', count: 5, lastBody: 'Help with a bill', lastAt: '2026-11-02 09:00:00.000Z' },
      { chatId: 'c1', name: 'Ana Ruiz', count: 2, lastBody: 'Thanks', lastAt: '2026-11-01 10:00:00.000Z' },
    ]);
  });

  it('names a chat whose member could not be read "Member"', () => {
    expect(toConversations([{ id: 'c3', unread_counselor: 1, last_message: '', last_message_at: '' } as never])[0]!.name).toBe('');
  });
});
