import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const CHAT = 'chatchatchat001';
const CHAT2 = 'chatchatchat002';
const member = (first: string, last: string) => ({
  id: `mem${first.toLowerCase().padEnd(12, 'x')}`,
  first_name: first,
  last_name: last,
});
const chat = (id: string, kind: string, at: string, extra: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_chats',
  collectionName: 'chats',
  kind,
  title: kind === 'counselor' ? 'Your counselor' : 'Assistant',
  status: 'open',
  last_message: `last in ${id}`,
  last_message_at: at,
  created: at,
  ...extra,
});
const msg = (id: string, role: string, body: string, read = false, extra: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_msgs',
  collectionName: 'messages',
  chat: CHAT,
  sender: role === 'member' ? ME_ID : 'counselor000001',
  sender_name: role === 'member' ? 'Casey Example' : 'Chris Counselor',
  role,
  body,
  read,
  attachments: [],
  created: '2026-03-01 10:00:00.000Z',
  ...extra,
});

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/chat', () => {
  it('pins the counselor chat for a member and shows unread counts', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/chats/records': () => [
        200,
        list([
          chat(CHAT2, 'assistant', '2026-03-02 10:00:00.000Z'),
          chat(CHAT, 'counselor', '2026-03-01 10:00:00.000Z', { unread_member: 2 }),
        ]),
      ],
    });
    signInAs(userRecord());
    renderApp('/chat');
    const rows = await screen.findAllByTestId('chat-row');
    expect(rows[0]).toHaveTextContent('Your counselor');
    expect(rows[1]).toHaveTextContent('Assistant');
    await waitFor(() => expect(within(rows[0]!).getByTestId('chat-unread')).toHaveTextContent('2 unread'));
    expect(within(rows[1]!).queryByTestId('chat-unread')).toBeNull();
    expect(screen.queryByLabelText('Search by member name')).toBeNull();
    // the counts come from the chats' server-kept counts, the member's own chats only (decision 0051)
    const counts = calls.find((c) => c.url.searchParams.get('fields') === 'id,unread_member');
    expect(counts?.url.searchParams.get('filter')).toMatch(/^unread_member > 0 && \(member\.user = /);
    // (the top-bar badge still lists the unread messages' ids; the per-chat counts list no message)
    expect(calls.filter((c) => c.url.pathname.endsWith('/messages/records') && c.url.searchParams.get('fields') !== 'id')).toEqual([]);
  });

  it('lists a counselor caseload unread first and searches by member name', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/chats/records': () => [
        200,
        list([
          chat(CHAT2, 'counselor', '2026-03-02 10:00:00.000Z', { expand: { member: member('Zed', 'Quiet') } }),
          chat(CHAT, 'counselor', '2026-03-01 10:00:00.000Z', { expand: { member: member('Maya', 'Member') }, unread_counselor: 1 }),
        ]),
      ],
    });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/chat');
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('Maya Member'));
    const unread = calls.find((c) => c.url.searchParams.get('fields') === 'id,unread_counselor');
    expect(unread?.url.searchParams.get('filter')).toBe('unread_counselor > 0');
    expect(within(screen.getAllByTestId('chat-row')[0]!).getByTestId('chat-unread')).toHaveTextContent('1 unread');
    fireEvent.change(screen.getByLabelText('Search by member name'), { target: { value: 'zed' } });
    expect(screen.getAllByTestId('chat-row')).toHaveLength(1);
    expect(screen.getByTestId('chat-row')).toHaveTextContent('Zed Quiet');
    fireEvent.change(screen.getByLabelText('Search by member name'), { target: { value: 'nobody' } });
    expect(screen.getByText('No matching conversations')).toBeInTheDocument();
  });
});

describe('/chat/{id}', () => {
  function stubThread() {
    const patches: StubRequest[] = [];
    const posts: StubRequest[] = [];
    const stub = stubFetch({
      [`GET /api/collections/chats/records/${CHAT}`]: () => [200, chat(CHAT, 'counselor', '2026-03-01 10:00:00.000Z')],
      'GET /api/collections/messages/records': () => [
        200,
        list([
          msg('msgcounselor01', 'counselor', 'Hello Casey', false, {
            attachments: ['eob_ab12cd34ef.pdf', 'my_card_ab12cd34ef.png'],
            attachment_names: { 'my_card_ab12cd34ef.png': 'My card (front).png' },
          }),
          msg('msgmember00001', 'member', 'Hi there', false),
          msg('msgsystem00001', 'system', 'Chat opened', true),
        ]),
      ],
      'PATCH /api/collections/messages/records/msgcounselor01': (req) => {
        patches.push(req);
        return [200, msg('msgcounselor01', 'counselor', 'Hello Casey', true)];
      },
      'POST /api/collections/messages/records': (req) => {
        posts.push(req);
        return [200, msg('msgnew00000001', 'member', 'Thanks!')];
      },
      'GET /api/files/token': () => [200, { token: 'filetoken' }],
      'POST /api/files/token': () => [200, { token: 'filetoken' }],
    });
    return { ...stub, patches, posts };
  }

  it('shows bubbles by role with attachments and marks the other side read', async () => {
    const { patches } = stubThread();
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    expect(await screen.findByText('Hello Casey')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your counselor', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Chris Counselor')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByText(/Chat opened/).closest('[data-role]')).toHaveAttribute('data-role', 'system');
    // the original name (kept by the server) or the stored one without its random suffix
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Attachment eob.pdf' })).toHaveAttribute(
        'href',
        expect.stringContaining('token=filetoken'),
      ),
    );
    expect(screen.getByRole('link', { name: 'Attachment My card (front).png' })).toBeInTheDocument();
    // images get an inline preview through the file token; PDFs do not
    const preview = screen.getByRole('img', { name: 'Preview of My card (front).png' });
    expect(preview.getAttribute('src')).toContain('/my_card_ab12cd34ef.png?token=filetoken');
    expect(screen.queryByRole('img', { name: /Preview of eob/ })).toBeNull();
    // the composer is pinned at the bottom of the viewport (sticky container after the thread)
    const composer = screen.getByRole('form', { name: 'Send a message' });
    expect(composer.closest('.covey-chat-composer')).not.toBeNull();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ read: true });
  });

  it('sends a message with my sender and role and never `read`', async () => {
    const { posts } = stubThread();
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '  Thanks!  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ id: expect.stringMatching(/^[a-z0-9]{15}$/), chat: CHAT, sender: ME_ID, role: 'member', body: 'Thanks!' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('offline: says so, shows the message as not sent yet, and sends it once when back (#29)', async () => {
    const { posts } = stubThread();
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    onlineManager.setOnline(false);
    try {
      fireEvent.change(box, { target: { value: 'Thanks!' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText("You're offline. Your message will be sent when you're back.")).toBeInTheDocument();
      const thread = screen.getByRole('list', { name: 'Messages' });
      expect(within(thread).getByText('Thanks!')).toBeInTheDocument();
      expect(within(thread).getByText('Not sent yet')).toBeInTheDocument();
      expect(box).toHaveValue('');
      expect(posts).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(screen.queryByText(/You're offline/)).toBeNull();
    expect(posts[0]?.body).toEqual({ id: expect.stringMatching(/^[a-z0-9]{15}$/), chat: CHAT, sender: ME_ID, role: 'member', body: 'Thanks!' });
  });

  it('a failed send puts the message back and offers Try again', async () => {
    let attempts = 0;
    stubFetch({
      [`GET /api/collections/chats/records/${CHAT}`]: () => [200, chat(CHAT, 'counselor', '2026-03-01 10:00:00.000Z')],
      'GET /api/collections/messages/records': () => [200, list([])],
      'POST /api/collections/messages/records': () => {
        attempts += 1;
        return attempts === 1
          ? [500, { status: 500, message: 'Something went wrong.', data: {} }]
          : [200, msg('msgnew00000001', 'member', 'Hello')];
      },
    });
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message was not sent/)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the server error when sending fails', async () => {
    stubFetch({
      [`GET /api/collections/chats/records/${CHAT}`]: () => [200, chat(CHAT, 'counselor', '2026-03-01 10:00:00.000Z')],
      'GET /api/collections/messages/records': () => [200, list([])],
      'POST /api/collections/messages/records': () => [
        400,
        { status: 400, message: 'Failed to create record.', data: { body: { code: 'x', message: 'Too long.' } } },
      ],
    });
    signInAs(userRecord());
    renderApp(`/chat/${CHAT}`);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
