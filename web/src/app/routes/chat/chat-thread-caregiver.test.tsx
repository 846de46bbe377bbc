import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const CHAT = 'chat00000000001';
const OWNER = { id: 'member000000009', user: 'owner0000000001', first_name: 'Dad', last_name: 'Member' };

function world(access: 'view' | 'manage') {
  stubFetch({
    'GET /api/collections/members/records': () => [200, list([{ id: 'member000000001', user: ME_ID, first_name: 'Maya', last_name: 'Carer', onboarding_step: 'completed' }])],
    [`GET /api/collections/chats/records/${CHAT}`]: () => [200, { id: CHAT, member: OWNER.id, kind: 'counselor', title: '', status: 'open', expand: { member: OWNER } }],
    'GET /api/collections/messages/records': () => [200, list([])],
    'GET /api/collections/circle_members/records': () => [200, list([{ id: 'row000000000001', access, scopes: ['chat'], expires: '' }])],
  });
  signInAs(userRecord({ role: 'member' }));
  renderApp(`/chat/${CHAT}`);
}

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe("a caregiver in the member's counselor chat", () => {
  it('reads without a composer when the circle gives view access', async () => {
    world('view');
    expect(await screen.findByText(/Writing in it needs “view and manage” access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send/i })).toBeNull();
  });

  it('writes with view and manage access', async () => {
    world('manage');
    expect(await screen.findByRole('button', { name: /send/i })).toBeInTheDocument();
    expect(screen.queryByText(/Writing in it needs/)).toBeNull();
  });
});
