import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exportFileName } from '../../../features/account/api/account-data';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const NONE = { requestedAt: '', purgeAfter: '' };
const ASKED = { requestedAt: '2026-03-01 10:00:00.000Z', purgeAfter: '2026-03-31 12:00:00.000Z' };

// the route module is large: load it once up front so the first test does not spend its wait on a cold import
beforeAll(() => import('./account'), 120_000);
beforeEach(() => signInAs(userRecord()));
afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
  vi.restoreAllMocks();
});

describe('/account data rights', () => {
  it('asks to delete the account after a confirmation, shows the pending state and cancels it', async () => {
    const writes: StubRequest[] = [];
    stubFetch({
      'GET /api/account/deletion': () => [200, NONE],
      'POST /api/account/deletion': (req) => {
        writes.push(req);
        return [200, ASKED];
      },
      'DELETE /api/account/deletion': (req) => {
        writes.push(req);
        return [200, NONE];
      },
    });
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // keeping the account closes the dialog without a request
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Account deletion requested')).toBeInTheDocument();
    expect(screen.getByText(/will be deleted on March 31, 2026/)).toBeInTheDocument();
    expect(writes.map((w) => w.method)).toEqual(['POST']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deletion request' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(writes.map((w) => w.method)).toEqual(['POST', 'DELETE']);
  });

  it('shows a pending request on load', async () => {
    stubFetch({ 'GET /api/account/deletion': () => [200, ASKED] });
    renderApp('/account');
    expect(await screen.findByRole('button', { name: 'Cancel deletion request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('downloads my data as a zip with the session token', async () => {
    const { calls } = stubFetch({
      'GET /api/account/deletion': () => [200, NONE],
      'GET /api/account/export': () => [200, { zip: true }],
    });
    const createObjectURL = vi.fn(() => 'blob:covey-export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Your download has started: covey-data-/)).toBeInTheDocument();
    const call = calls.find((c) => c.url.pathname === '/api/account/export');
    expect(call?.headers.get('Authorization')).toBeTruthy();
    expect(clicked[0]?.download).toMatch(/^covey-data-\d{4}-\d\d-\d\d\.zip$/);
    expect(clicked[0]?.href).toBe('blob:covey-export');
  });

  it('says plainly when the download fails', async () => {
    stubFetch({ 'GET /api/account/deletion': () => [200, NONE], 'GET /api/account/export': () => [500, {}] });
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    // the connected-apps section (not stubbed) may show its own alert first
    const text = await screen.findByText(/We could not prepare your download/);
    expect(text.closest('[role="alert"]')).not.toBeNull();
  });

  it('uses the server file name', () => {
    expect(exportFileName('attachment; filename="covey-data-2026-03-01.zip"')).toBe('covey-data-2026-03-01.zip');
    expect(exportFileName(null, new Date('2026-02-03T00:00:00Z'))).toBe('covey-data-2026-02-03.zip');
  });
});
