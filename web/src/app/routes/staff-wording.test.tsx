/**
 * Issue 30: every screen speaks to the role that sees it. A counselor's and an operator's chat, files,
 * reports, circles, updates and comments screens say who the content belongs to, without the member's
 * sentences ("your counselor"). The operator's reports list leaves members' unsent drafts out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pb } from '../../lib/api-client';
import { getQueryClient } from '../../lib/query-client';
import { fakeToken, renderApp, signInAs, userRecord } from '../../testing/render-app';

const SUPERUSERS = 'pbc_3142635823';
const requests: URL[] = [];

/** every list answers empty: the screens show their empty states */
function stubEmptyStore() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      requests.push(url);
      const body = url.pathname.endsWith('/records')
        ? { page: 1, perPage: 500, totalItems: 0, totalPages: 0, items: [] }
        : { status: 404, message: "The requested resource wasn't found.", data: {} };
      return new Response(JSON.stringify(body), { status: url.pathname.endsWith('/records') ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function signInAsOperator() {
  pb.authStore.save(fakeToken('operator0000001', SUPERUSERS), {
    id: 'operator0000001',
    collectionId: SUPERUSERS,
    collectionName: '_superusers',
    email: 'ops@example.com',
  });
}

beforeEach(() => {
  requests.length = 0;
  stubEmptyStore();
});
afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
});

describe('a counselor', () => {
  beforeEach(() => signInAs(userRecord({ role: 'counselor', name: 'Chris Counselor' })));

  it('sees /chat as the conversations with their members', async () => {
    renderApp('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversations with your members' }, { timeout: 40_000 })).toBeInTheDocument();
    expect(await screen.findByText('Conversations with your members will appear here once members are assigned to you.', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByText(/with your counselor/)).toBeNull();
  }, 90_000);

  it('is told on /circles that members set circles up, not offered a circle of their own', async () => {
    renderApp('/circles');
    expect(await screen.findByText('Circles are set up by members', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your caseload' })).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('heading', { name: 'Circles you own' })).toBeNull();
  }, 90_000);
});

describe('an operator', () => {
  beforeEach(() => signInAsOperator());

  it('sees /reports as all reports, without members\' drafts', async () => {
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'All reports' }, { timeout: 40_000 })).toBeInTheDocument();
    expect(await screen.findByText('No member has sent a report yet.', {}, { timeout: 40_000 })).toBeInTheDocument();
    const list = requests.find((u) => u.pathname === '/api/collections/reports/records');
    expect(list?.searchParams.get('filter')).toBe('status != "draft"');
    // it used to say "Reports are shared between members and their counselors" with nothing listed
    expect(screen.queryByText(/Reports are shared between members/)).toBeNull();
  }, 90_000);

  it('sees /files as every member\'s files, with no upload of their own and no member sentence', async () => {
    renderApp('/files');
    expect(await screen.findByRole('heading', { level: 1, name: 'All files' }, { timeout: 40_000 })).toBeInTheDocument();
    expect(await screen.findByText('Files members upload will appear here.', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByText(/your counselor sees/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Upload/ })).toBeNull();
  }, 90_000);
});
