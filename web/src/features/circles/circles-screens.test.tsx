import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const SUMMARY = { inviter_name: 'Sam Owner', circle_name: "Sam's care team", access: 'manage', scopes: ['plans', 'appointments'], email: 'riley@example.com' };

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/auth?invite=', () => {
  it('shows who invited you to what, and offers sign-up or sign-in', async () => {
    stubFetch({ 'GET /api/invites/summary': () => [200, SUMMARY] });
    renderApp('/auth?invite=abc');
    expect(await screen.findByText("Sam Owner invited you to their circle “Sam's care team”")).toBeInTheDocument();
    expect(screen.getByText(/Plans and tasks: You can see care plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?circle_invite=abc');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/login?invite=abc');
  });

  it('says so when the link is dead', async () => {
    stubFetch({ 'GET /api/invites/summary': () => [404, { status: 404, message: 'This invitation link is not valid or has expired.', data: {} }] });
    renderApp('/auth?invite=dead');
    expect(await screen.findByText('This invitation link is not valid or has expired')).toBeInTheDocument();
  });

  it('prefills and locks the email on sign-up', async () => {
    stubFetch({ 'GET /api/invites/summary': () => [200, SUMMARY], 'GET /api/collections/users/auth-methods': () => [200, { password: { enabled: true } }] });
    renderApp('/signup?circle_invite=abc');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('riley@example.com');
    expect(email).toHaveAttribute('readonly');
  });
});

describe('/circles', () => {
  it('lists circles I own per person and circles I belong to', async () => {
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([{ id: 'member000000001', user: ME_ID, first_name: 'Maya', last_name: 'Member', onboarding_step: 'completed' }])],
      'GET /api/collections/circles/records': () => [200, list([{ id: 'circle000000001', owner: ME_ID, member: 'member000000001', name: 'Family', active: true }])],
      'GET /api/collections/circle_members/records': () => [
        200,
        list([{ id: 'row000000000001', circle: 'circle000000002', user: ME_ID, access: 'view', scopes: ['plans'], status: 'active', expires: '', expand: { circle: { id: 'circle000000002', name: "Dad's team", member: 'member000000009', expand: { member: { first_name: 'Dad', last_name: 'Member' } } } } }]),
      ],
      'GET /api/collections/invites/records': () => [200, list([])],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/circles');
    expect(await screen.findByRole('link', { name: 'Family' })).toHaveAttribute('href', '/circles/circle000000001');
    expect(screen.getByText('Maya Member (you)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dad's team" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create circle' })).toBeEnabled();
  });
});
