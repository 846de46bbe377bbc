import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const COUNSELOR = {
  id: 'counselor000001',
  collectionId: 'pbc_c',
  collectionName: 'counselors',
  display_name: 'Chris Counselor',
  photo: '',
  credentials: 'RN',
};
const MEMBER = {
  id: 'member000000001',
  first_name: 'Casey',
  last_name: 'Example',
  onboarding_step: 'completed',
  status: 'active',
  counselor: COUNSELOR.id,
  expand: { counselor: COUNSELOR },
};
const CHAT = {
  id: 'chatchatchat001',
  kind: 'counselor',
  title: 'Your counselor',
  last_message: 'See you Monday',
  last_message_at: '2026-03-01 10:00:00.000Z',
  last_sender_role: 'counselor',
};

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('home', () => {
  it('shows a member their counselor, the next step, the coverage card and latest messages', async () => {
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([MEMBER])],
      'GET /api/collections/chats/records': () => [200, list([CHAT])],
      'GET /api/collections/coverages/records': () => [200, list([])],
      'GET /api/collections/messages/records': () => [200, list([])],
    });
    signInAs(userRecord({ name: 'Casey Example' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey', level: 1 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Your counselor' })).closest('section')!;
    // the counselor's name opens their public profile
    expect(await within(card).findByRole('link', { name: 'Chris Counselor' })).toHaveAttribute(
      'href',
      '/counselors/counselor000001',
    );
    expect(await within(card).findByRole('link', { name: 'Message Chris Counselor' })).toHaveAttribute(
      'href',
      '/chat/chatchatchat001',
    );
    expect(within(card).getByRole('link', { name: 'Book with Chris Counselor' })).toHaveAttribute(
      'href',
      '/appointments/new?counselor=counselor000001',
    );
    // one invitation to add the card (the coverage card's), not a second "Next step"
    expect(await screen.findByText('No insurance card yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Next step' })).toBeNull();
    expect(await screen.findByText(/See you Monday/)).toBeInTheDocument();
  });

  it('shows a counselor unread conversations and new assignments', async () => {
    const { calls } = stubFetch({
      // one chats list with the server-kept unread counts (decision 0061), not every unread message
      'GET /api/collections/chats/records': () => [
        200,
        list([
          {
            id: CHAT.id,
            unread_counselor: 2,
            last_message: 'Second',
            last_message_at: '2026-03-01 11:00:00.000Z',
            expand: { member: { first_name: 'Maya', last_name: 'Member' } },
          },
        ]),
      ],
      'GET /api/collections/members/records': () => [
        200,
        list([
          {
            id: 'member000000002',
            first_name: 'Nia',
            last_name: 'New',
            status: 'active',
            onboarding_step: 'completed',
          },
        ]),
      ],
    });
    signInAs(userRecord({ role: 'counselor', name: 'Chris Counselor' }));
    renderApp('/');
    const unread = (await screen.findByRole('heading', { name: 'Unread conversations' })).closest('section')!;
    expect(await within(unread).findByRole('link', { name: 'Maya Member' })).toHaveAttribute(
      'href',
      '/chat/chatchatchat001',
    );
    expect(within(unread).getByText('2 unread')).toBeInTheDocument();
    expect(within(unread).getByText('Second')).toBeInTheDocument();
    const chatCalls = calls.filter((c) => c.url.pathname === '/api/collections/chats/records' && c.url.searchParams.get('filter')?.includes('unread_counselor > 0'));
    expect(chatCalls.length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url.pathname === '/api/collections/messages/records' && c.url.searchParams.get('filter')?.includes('read = false'))).toBe(false);
    const assigned = screen.getByRole('heading', { name: 'New assignments' }).closest('section')!;
    expect(await within(assigned).findByRole('link', { name: 'Nia New' })).toHaveAttribute(
      'href',
      '/members/member000000002',
    );
  });
});
