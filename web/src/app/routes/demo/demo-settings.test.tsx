import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

afterEach(() => {
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
