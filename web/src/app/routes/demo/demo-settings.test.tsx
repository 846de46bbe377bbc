import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { resetDemoNotices } from '../../../features/demo/notice-state';

afterEach(() => {
  resetDemoNotices();
  getQueryClient().clear();
  signInAs(null);
});

describe('/demo/notifications (#29)', () => {
  it('is the notification centre on the sandbox notices: by day, unread marked, read locally, nothing written', async () => {
    const { calls } = stubFetch({});
    signInAs(userRecord({ role: 'demo' }));
    renderApp('/demo/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today', level: 3 })).toBeInTheDocument();
    const message = screen.getByRole('link', { name: /^Unread: ?You have a new message/ });
    expect(message).toHaveAttribute('href', '/demo/agent');
    expect(screen.getByRole('link', { name: /Report resolved/ })).toHaveAttribute('href', '/demo/report');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByText('Nothing unread.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/^Unread:/)).toBeNull();
    // marking read stays on this screen: the sandbox writes nothing
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe("the demo's bell (#29)", () => {
  it("counts the sample notices the demo shows, not the demo account's stored ones, and follows their read state", async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: `nnnnnnnnnnnnnn${i}`, read: false, title: 'Stored' }));
    const { calls } = stubFetch({
      'GET /api/collections/notifications/records': () => [
        200,
        { page: 1, perPage: 30, totalItems: 7, totalPages: 1, items: seven },
      ],
    });
    signInAs(userRecord({ role: 'demo' }));
    renderApp('/demo/notifications');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/demo/notifications');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeNull());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/collections/notifications'))).toEqual([]);
  });
});
