import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const PLAN = 'plan00000000001';
const plan = (status: string, extra: Record<string, unknown> = {}) => ({
  id: PLAN,
  member: 'member000000001',
  title: 'Prepare for surgery',
  goal: '<p>Get ready</p>',
  category: 'procedure',
  status,
  progress: 0,
  created_by: 'counselor000001',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-01 10:00:00.000Z',
  expand: { member: { id: 'member000000001', first_name: 'Maya', last_name: 'Member', user: 'u' } },
  ...extra,
});

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/plans for a member', () => {
  it('Review & accept opens the plan and its tasks first; nothing is accepted from the list (#29)', async () => {
    const patches: StubRequest[] = [];
    stubFetch({
      'GET /api/collections/plans/records': () => [200, list([plan('proposed')])],
      'GET /api/collections/members/records': () => [200, list([])],
      'PATCH /api/collections/plans/records/plan00000000001': (req) => {
        patches.push(req);
        return [200, plan('active')];
      },
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/plans');
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    expect(within(waiting).getByRole('link', { name: 'Prepare for surgery' })).toHaveAttribute('href', `/plans/${PLAN}`);
    expect(within(waiting).getByRole('button', { name: /^Decline/ })).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: /^Review & accept/ })).toHaveAttribute('href', `/plans/${PLAN}`);
    fireEvent.click(within(waiting).getByRole('link', { name: /^Review & accept/ }));
    expect(patches).toHaveLength(0);
  });

  it('shows a refused answer as a sentence', async () => {
    stubFetch({
      'GET /api/collections/plans/records': () => [200, list([plan('proposed')])],
      'GET /api/collections/members/records': () => [200, list([])],
      'PATCH /api/collections/plans/records/plan00000000001': () => [404, { status: 404, message: 'Raw text', data: {} }],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/plans');
    fireEvent.click(await screen.findByRole('button', { name: /^Decline/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This plan can't move from Waiting for answer to");
    expect(screen.queryByText('Raw text')).toBeNull();
  });
});
