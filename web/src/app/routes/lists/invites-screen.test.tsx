import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const page = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const PENDING = {
  id: 'invite000000001',
  kind: 'member',
  email: 'rosa@example.com',
  name: 'Rosa Rostered',
  status: 'pending',
  sent_count: 1,
  last_sent: '2026-11-20 10:00:00.000Z',
  expires: '2026-12-04 10:00:00.000Z',
  expand: { employer: { id: 'emp1', name: 'Acme Foods' } },
};
const ACCEPTED = { ...PENDING, id: 'invite000000002', kind: 'employer_admin', email: 'al@example.com', name: '', status: 'accepted' };

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/invites for employer admins', () => {
  it('lists the invitations they sent, with status, and revokes a pending one', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/invites/records': () => [200, page([PENDING, ACCEPTED])],
      [`POST /api/roster/invites/${PENDING.id}/revoke`]: () => [200, { ...PENDING, status: 'revoked' }],
    });
    signInAs(userRecord({ role: 'employer' }));
    renderApp('/invites');
    const list = await screen.findByRole('list', { name: 'Invitations you sent' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rosa Rostered');
    expect(rows[0]).toHaveTextContent('Employee · Acme Foods');
    expect(rows[0]).toHaveTextContent('Invited');
    expect(rows[1]).toHaveTextContent('Employer admin · Acme Foods');
    expect(rows[1]).toHaveTextContent('Joined');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    const q = calls.find((c) => c.url.pathname.endsWith('/invites/records') && c.method === 'GET');
    expect(q?.url.searchParams.get('filter')).toBe('kind != "circle"');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Revoke invite Rosa Rostered' }));
    expect(await screen.findByText('2 invitations')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/roster/invites/${PENDING.id}/revoke`)).toBe(true);
  });

  it('says when there are none yet', async () => {
    stubFetch({ 'GET /api/collections/invites/records': () => [200, page([])] });
    signInAs(userRecord({ role: 'broker' }));
    renderApp('/invites');
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    expect(screen.getByText('Invitations your agency sent to employer admins and colleagues.')).toBeInTheDocument();
  });
});
