import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const now = new Date().toISOString().replace('T', ' ');
const NOTICES = [
  { id: 'n1', collectionId: 'c', collectionName: 'notifications', title: 'Your report was resolved', body: '', link: '/reports/r1', kind: 'report', read: false, subject_name: 'Alex Rivera', created: now },
  { id: 'n2', collectionId: 'c', collectionName: 'notifications', title: 'A new plan to review', body: '', link: '/plans', kind: 'plan', read: false, subject_name: '', created: now },
];
const page = (items: unknown[], total = items.length) => ({ page: 1, perPage: 30, totalItems: total, totalPages: 1, items });

function stubNotices(items: typeof NOTICES) {
  return stubFetch({
    'GET /api/collections/notifications/records': (req: StubRequest) =>
      req.url.searchParams.get('perPage') === '1' ? [200, page([], items.filter((n) => !n.read).length)] : [200, page(items)],
  });
}

// The bell is a lazy chunk (the top bar loads it on demand). On a busy CI machine its first import, with the
// drawer's whole module graph, outlasted the findBy limit; load it once up front so the test waits on the app,
// not on the module transformer.
beforeAll(async () => {
  await Promise.all([import('./chat-button'), import('./notification-drawer')]);
}, 120_000);

afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
});

describe('notification centre', () => {
  it('counts unread notices on the bell, lists them on the home card and in the centre, only the viewer’s own', async () => {
    const { calls } = stubNotices(NOTICES);
    signInAs(userRecord());
    renderApp('/');
    const bar = await screen.findByRole('banner');
    await within(bar).findByRole('button', { name: 'Notifications, 2 unread' });
    const card = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(card).findByRole('link', { name: 'Your report was resolved' })).toHaveAttribute('href', '/reports/r1');
    expect(within(card).queryByText("You're all caught up.")).toBeNull();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Notifications/ })).toHaveAttribute('aria-expanded', 'true'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(dialog).getByText('For Alex Rivera')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    const filters = calls.filter((c) => c.url.pathname === '/api/collections/notifications/records').map((c) => c.url.searchParams.get('filter') ?? '');
    expect(filters.length).toBeGreaterThan(0);
    for (const f of filters) expect(f).toContain(`user = "${ME_ID}"`);
  }, 60_000);

  it('says "You\'re all caught up" only when there is nothing unread', async () => {
    stubNotices([]);
    signInAs(userRecord());
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(card).findByText("You're all caught up.")).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });
});
