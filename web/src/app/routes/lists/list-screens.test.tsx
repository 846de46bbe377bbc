import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 100, totalItems: items.length, totalPages: 1, items });
const CHAT = 'chatchatchat001';
const msg = (id: string, role: string, body: string, read: boolean, created: string) => ({
  id,
  chat: CHAT,
  role,
  // the signed-in counselor sent the counselor messages here
  sender: role === 'member' ? 'membermember01' : ME_ID,
  body,
  read,
  sender_name: role === 'member' ? 'Maya Member' : 'Chris Counselor',
  attachments: [],
  created,
  expand: {
    chat: {
      id: CHAT,
      kind: 'counselor',
      title: 'Your counselor',
      expand: { member: { first_name: 'Maya', last_name: 'Member' } },
    },
  },
});

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/messages', () => {
  it('puts unread messages from members first for a counselor and marks all read', async () => {
    const patches: StubRequest[] = [];
    stubFetch({
      'GET /api/collections/messages/records': (req) => {
        const filter = req.url.searchParams.get('filter') ?? '';
        if (filter.startsWith('read = false'))
          return [200, list([msg('unreadmember01', 'member', 'Help please', false, '')])];
        return [
          200,
          list([
            msg('mine0000000001', 'counselor', 'My reply', false, '2026-03-03 10:00:00.000Z'),
            msg('readmember0001', 'member', 'Old question', true, '2026-03-02 10:00:00.000Z'),
            msg('unreadmember01', 'member', 'Help please', false, '2026-03-01 10:00:00.000Z'),
          ]),
        ];
      },
      'PATCH /api/collections/messages/records/unreadmember01': (req) => {
        patches.push(req);
        return [200, {}];
      },
    });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/messages');
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    const links = inbox.querySelectorAll('a');
    expect(links[0]).toHaveTextContent('Help please');
    expect(links[0]).toHaveTextContent('Unread');
    expect(links[0]).toHaveTextContent('Maya Member · Maya Member');
    expect(links[0]).toHaveAttribute('href', `/chat/${CHAT}`);
    expect(links[1]).toHaveTextContent('You · Maya Member');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ read: true });
  });

  it('shows the empty state', async () => {
    stubFetch({ 'GET /api/collections/messages/records': () => [200, list([])] });
    signInAs(userRecord());
    renderApp('/messages');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
