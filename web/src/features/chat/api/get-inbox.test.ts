import { describe, expect, it } from 'vitest';
import type { ChatRecord } from './get-chats';
import { sentByMe } from './get-chats';
import { orderInbox, unreadForMe } from './get-inbox';

const chatOf = (member: Record<string, unknown>) => ({ expand: { member } }) as unknown as ChatRecord;
const msg = (role: 'member' | 'counselor', read: boolean, member: Record<string, unknown>, created = '2026-11-24 10:00:00.000Z') => ({
  role,
  read,
  created,
  expand: { chat: chatOf(member) },
});

describe('unreadForMe', () => {
  it("counts the counselor's unread reply for the person the chat is for, not for a caregiver reading along", () => {
    const m = msg('counselor', false, { user: 'u_member', minor: false });
    expect(unreadForMe(m, 'member', 'u_member')).toBe(true);
    expect(unreadForMe(m, 'member', 'u_carer')).toBe(false);
    expect(unreadForMe({ ...m, read: true }, 'member', 'u_member')).toBe(false);
  });

  it("counts a minor's chat for the guardian, and an adult dependent's not", () => {
    const minor = msg('counselor', false, { user: 'u_teen', minor: true, adult_on: '2999-01-01 00:00:00.000Z', expand: { subscriber: { user: 'u_parent' } } });
    expect(unreadForMe(minor, 'member', 'u_parent')).toBe(true);
    const adult = msg('counselor', false, { user: 'u_adult', minor: false, adult_on: '2020-01-01 00:00:00.000Z', expand: { subscriber: { user: 'u_parent' } } });
    expect(unreadForMe(adult, 'member', 'u_parent')).toBe(false);
    // past the 18th birthday the guardian's view ends, before the daily job clears the flag
    const turned = msg('counselor', false, { user: '', minor: true, adult_on: '2020-01-01 00:00:00.000Z', expand: { subscriber: { user: 'u_parent' } } });
    expect(unreadForMe(turned, 'member', 'u_parent')).toBe(false);
    expect(unreadForMe(adult, 'member', 'u_parent')).toBe(false);
  });

  it("counts every unread member message for the counselor; never one's own side", () => {
    expect(unreadForMe(msg('member', false, {}), 'counselor', 'u_c')).toBe(true);
    expect(unreadForMe(msg('counselor', false, {}), 'counselor', 'u_c')).toBe(false);
  });

  it('puts what is unread for me first, newest first in each group', () => {
    const own = { user: 'u_me' };
    const items = [
      msg('counselor', true, own, '2026-11-24 12:00:00.000Z'),
      msg('counselor', false, { user: 'u_other' }, '2026-11-24 13:00:00.000Z'),
      msg('counselor', false, own, '2026-11-24 09:00:00.000Z'),
    ];
    expect(orderInbox(items, 'member', 'u_me').map((m) => m.created)).toEqual([
      '2026-11-24 09:00:00.000Z',
      '2026-11-24 13:00:00.000Z',
      '2026-11-24 12:00:00.000Z',
    ]);
  });
});

describe('sentByMe', () => {
  it('is my own message, not another person on my side (a caregiver, a former counselor)', () => {
    expect(sentByMe({ role: 'member', sender: 'u_me' }, 'member', 'u_me')).toBe(true);
    expect(sentByMe({ role: 'member', sender: 'u_carer' }, 'member', 'u_me')).toBe(false);
    expect(sentByMe({ role: 'counselor', sender: 'u_me' }, 'member', 'u_me')).toBe(false);
  });
});
