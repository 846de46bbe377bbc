import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { ME_ID, fakeToken, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { pb } from '../../../lib/api-client';

const ME = `/api/collections/users/records/${ME_ID}`;
const settings = (over: Record<string, unknown> = {}) => ({
  id: ME_ID,
  collectionId: 'pbc_users',
  collectionName: 'users',
  role: 'member',
  language: 'en',
  timezone: 'America/Chicago',
  allow_support_view: true,
  updated: '2026-03-01 10:00:00.000Z',
  ...over,
});
const page = (items: unknown[]) => ({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const agreement = (id: string, document: string, action: string, created: string, version = '2026-01') => ({
  id,
  document,
  version,
  action,
  member: 'm1',
  circle: '',
  created,
});

beforeAll(() => import('./account'), 120_000);
beforeEach(() => signInAs(userRecord()));
afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
  vi.restoreAllMocks();
});

// a busy CI machine renders this large screen slowly; no assertion depends on time
describe('/account settings', { timeout: 60_000 }, () => {
  it('turns support access off with the account update, and says so', async () => {
    const writes: StubRequest[] = [];
    stubFetch({
      [`GET ${ME}`]: () => [200, settings()],
      [`PATCH ${ME}`]: (req) => {
        writes.push(req);
        return [200, settings({ allow_support_view: false })];
      },
    });
    renderApp('/account');
    const toggle = await screen.findByRole('switch', { name: 'Let Covey support view my account to help me' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Support access is off.')).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ allow_support_view: false }]);
  });

  it('lists signed agreements with their versions and dates, and withdraws an optional one', async () => {
    const writes: StubRequest[] = [];
    let rows = [
      agreement('a1', 'terms', 'accepted', '2026-01-10 15:00:00.000Z'),
      agreement('a2', 'sms_consent', 'accepted', '2026-01-11 15:00:00.000Z'),
    ];
    stubFetch({
      [`GET ${ME}`]: () => [200, settings()],
      'GET /api/collections/agreements/records': () => [200, page(rows)],
      'POST /api/collections/agreements/records': (req) => {
        writes.push(req);
        rows = [...rows, agreement('a3', 'sms_consent', 'revoked', '2026-03-02 15:00:00.000Z')];
        return [200, rows[2]];
      },
    });
    renderApp('/account');
    const table = await screen.findByRole('table', { name: 'Signed agreements' });
    const terms = within(table).getByRole('row', { name: /Terms of use/ });
    expect(within(terms).getByText('2026-01')).toBeInTheDocument();
    expect(within(terms).getByText('Jan 10, 2026')).toBeInTheDocument();
    // required documents cannot be withdrawn here
    expect(within(terms).queryByRole('button')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw Text message consent' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: /Text message consent/ })).toHaveTextContent('Withdrawn'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({ user: ME_ID, member: 'm1', document: 'sms_consent', version: '2026-01', action: 'revoked' });
  });

  it('while mail is off, says two-step sign-in needs mail and who sets it up, with no switch that cannot work (#29)', async () => {
    stubFetch({
      [`GET ${ME}`]: () => [200, settings()],
      'GET /api/collections/users/auth-methods': () => [
        200,
        { password: { enabled: true }, otp: { enabled: false, duration: 300 }, mfa: { enabled: false, duration: 0 }, oauth2: { enabled: false, providers: [] } },
      ],
    });
    renderApp('/account');
    const security = within(await screen.findByRole('region', { name: 'Two-step sign-in and devices' }));
    expect(await security.findByText(/needs email, and Covey cannot send email yet/)).toHaveTextContent(
      'The person who runs Covey has to set up mail first.',
    );
    expect(security.queryByRole('switch')).toBeNull();
    expect(security.queryByRole('checkbox')).toBeNull();
  });

  it('once mail is set up, a member turns two-step sign-in on, and off again after confirming (#29)', async () => {
    const writes: StubRequest[] = [];
    stubFetch({
      [`GET ${ME}`]: () => [200, settings()],
      [`PATCH ${ME}`]: (req) => {
        writes.push(req);
        return [200, { ...userRecord(), ...(req.body as object) }];
      },
      'GET /api/collections/users/auth-methods': () => [
        200,
        { password: { enabled: true }, otp: { enabled: true, duration: 300 }, mfa: { enabled: true, duration: 1800 }, oauth2: { enabled: false, providers: [] } },
      ],
    });
    renderApp('/account');
    const security = within(await screen.findByRole('region', { name: 'Two-step sign-in and devices' }));
    const toggle = await security.findByRole('switch');
    expect(toggle).not.toBeChecked();
    expect(security.getByText('Two-step sign-in')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await security.findByText(/Two-step sign-in is on\./)).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ mfa_on: true }]);
    await waitFor(() => expect(security.getByRole('switch')).toBeChecked());
    fireEvent.click(security.getByRole('switch'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' }));
    expect(writes).toHaveLength(1);
    fireEvent.click(dialog.getByRole('button', { name: 'Turn it off' }));
    expect(await security.findByText(/Two-step sign-in is off\./)).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ mfa_on: true }, { mfa_on: false }]);
  });

  it('says the language applies to screens and emails, and offers the sign-out of other devices', async () => {
    const writes: StubRequest[] = [];
    const fresh = `${fakeToken(ME_ID)}x`;
    stubFetch({
      [`GET ${ME}`]: () => [200, settings({ language: 'es' })],
      'POST /api/account/sessions/end-others': (req) => {
        writes.push(req);
        return [200, { token: fresh, record: userRecord() }];
      },
    });
    renderApp('/account');
    expect(await screen.findByText("Covey's screens and emails use this language.")).toBeInTheDocument();
    expect(screen.queryByText(/Covey is in English for now/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End sessions on other devices' }));
    expect(await screen.findByText('Every other device is signed out. You are still signed in here.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    // this device keeps signing in with the fresh token the answer carries
    expect(pb.authStore.token).toBe(fresh);
  });
});
