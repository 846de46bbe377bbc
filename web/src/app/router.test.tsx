import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { getQueryClient } from '../lib/query-client';
import { notificationStore } from '../features/notifications/notification-store';
import { stubFetch } from '../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../testing/render-app';
import { ROUTE_ACCESS } from './route-access';
import { routes } from './router';

const AUTH_METHODS = {
  password: { enabled: true, identityFields: ['email'] },
  oauth2: { enabled: false, providers: [] },
  mfa: { enabled: false },
  otp: { enabled: false },
};
const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });

beforeEach(() => {
  signInAs(null);
  notificationStore.reset();
});
afterEach(() => getQueryClient().clear());

describe('routes', () => {
  it('has a route for every guarded path and a guard rule for every route', () => {
    for (const rule of ROUTE_ACCESS) {
      const sample = rule.pattern
        .replace(/:id|:fileId/g, ME_ID)
        .replace(':type', 'plans')
        .replace(':collectionId', 'pbc_1')
        .replace(':file', 'a.png');
      const matches = matchRoutes(routes, sample) ?? [];
      expect(matches.at(-1)?.route.path, sample).not.toBe('*');
    }
  });
});

describe('signed out', () => {
  it('sends /plans to sign-in with the way back, and shows the sign-in form', async () => {
    stubFetch({ 'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS] });
    const { router } = renderApp('/plans');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fplans');
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('signs in and returns to the redirect', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS],
      'POST /api/collections/users/auth-with-password': () => [200, { token: 'x', record: userRecord() }],
    });
    const { router } = renderApp('/login?redirect=%2Fplans');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'casey@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    // the SDK saves the token it receives; use a valid-looking one
    const { fakeToken } = await import('../testing/render-app');
    calls.length = 0;
    stubFetch({
      'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS],
      'POST /api/collections/users/auth-with-password': (req) => {
        expect(req.body).toMatchObject({ identity: 'casey@example.com', password: 'secret-pass' });
        expect(req.headers.get('Accept-Language')).toBeTruthy();
        return [200, { token: fakeToken(ME_ID), record: userRecord() }];
      },
      'GET /api/collections/plans/records': () => [200, { page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] }],
      'GET /api/collections/members/records': () => [200, { page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Plans', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plans');
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
  });

  it('shows a sentence with the next step when sign-in fails', async () => {
    stubFetch({
      'GET /api/collections/users/auth-methods': () => [
        200,
        {
          ...AUTH_METHODS,
          otp: { enabled: true },
          oauth2: { enabled: true, providers: [{ name: 'google', displayName: 'Google' }] },
        },
      ],
      'POST /api/collections/users/auth-with-password': () => [
        400,
        { status: 400, message: 'Failed to authenticate.', data: {} },
      ],
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'casey@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // a sentence with the next step, never the server's own text
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is not correct. Try again, or reset your password.');
    expect(alert).not.toHaveTextContent('Failed to authenticate.');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset');
  });

  it('validates the sign-up form and shows its fields', async () => {
    stubFetch({});
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('signs up through the sign-up route, and a password that does not sign in says only "check your inbox"', async () => {
    const { calls } = stubFetch({
      'POST /api/roster/signup': () => [200, { email: 'casey@example.com', role: 'member', verified: false }],
      'POST /api/collections/users/auth-with-password': () => [400, { status: 400, message: 'Failed to authenticate.', data: {} }],
    });
    renderApp('/signup');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Casey' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'casey@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Another-passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your inbox: we sent it a message. If you already have an account, sign in or reset your password.');
    expect(alert).not.toHaveTextContent('already exists');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset');
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/collections/users/records')).toBe(false);
    expect(calls.find((c) => c.url.pathname === '/api/roster/signup')?.body).toMatchObject({ name: 'Casey', email: 'casey@example.com' });
  });

  it('forwards /auth to sign-in', async () => {
    stubFetch({ 'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS] });
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the 404 page for an unmatched path', async () => {
    stubFetch({});
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
  });
});

describe('signed in', () => {
  it('fails route validation with "Page Not Found: {path}"', async () => {
    stubFetch({});
    signInAs(userRecord());
    renderApp('/plans/not-an-id');
    expect(await screen.findByText('Page Not Found: /plans/not-an-id')).toBeInTheDocument();
  });

  it('shows the member top bar with the unread badge from counselor messages', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/messages/records': () => [200, list([{ id: 'm1' }, { id: 'm2' }])],
    });
    signInAs(userRecord());
    renderApp('/');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(screen.getByTestId('chat-badge')).toHaveTextContent('2'));
    expect(within(bar).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    const query = calls.find((c) => c.url.pathname === '/api/collections/messages/records');
    // the member's own chats only (or a minor's they are the guardian of), not those read along in
    expect(query?.url.searchParams.get('filter')).toBe(
      `read = false && role != "member" && (chat.member.user = "${ME_ID}" || (chat.member.adult_on > @now && chat.member.subscriber.user = "${ME_ID}"))`,
    );
    expect(query?.url.searchParams.get('perPage')).toBe('500');
    expect(await screen.findAllByRole('link', { name: 'You have a new message' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    await waitFor(() => expect(screen.queryByTestId('chat-badge')).toBeNull());
  });

  it('keeps a demo user in the sandbox with the Demo label', async () => {
    stubFetch({});
    signInAs(userRecord({ role: 'demo' }));
    const { router } = renderApp('/plans');
    expect(await screen.findByRole('heading', { name: 'Good morning, Alex' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo');
    expect(within(screen.getByRole('banner')).getByText('Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });

  it('shows the account screen with the version and signs out', async () => {
    stubFetch({ 'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS] });
    signInAs(userRecord({ role: 'counselor' }));
    const { router } = renderApp('/account');
    expect(await screen.findByText('Version 1.5.0')).toBeInTheDocument();
    expect(screen.getByText(/casey@example\.com/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends unverified users to /auth/verify when the server can send mail', async () => {
    stubFetch({});
    window.__COVEY_CONFIG__ = { requireVerifiedEmail: true };
    signInAs(userRecord({ verified: false }));
    const { router } = renderApp('/tasks');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify');
    delete window.__COVEY_CONFIG__;
  });

  it('shows an error state when a data screen fails to load', async () => {
    stubFetch({
      'GET /api/collections/chats/records': () => [
        403,
        { status: 403, message: 'Only superusers can perform this action.', data: {} },
      ],
    });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/chat');
    expect(await screen.findByText("You don't have access to this.")).toBeInTheDocument();
    expect(screen.queryByText('Only superusers can perform this action.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty state of a data screen', async () => {
    stubFetch({ 'GET /api/collections/chats/records': () => [200, { ...list([]), perPage: 30 }] });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
