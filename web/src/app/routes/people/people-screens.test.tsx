import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const MAYA = {
  id: 'member000000001',
  user: 'mayauser0000001',
  first_name: 'Maya',
  last_name: 'Member',
  email: 'maya@example.com',
  status: 'active',
  onboarding_step: 'completed',
  relationship: 'self',
};
const NIA = {
  id: 'member000000002',
  user: 'niauser00000001',
  first_name: 'Nia',
  last_name: 'New',
  status: 'onboarding',
  onboarding_step: 'contact',
  relationship: 'self',
};

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/members', () => {
  it('lists a counselor caseload with onboarding status and last message', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/members/records': () => [200, list([MAYA, NIA])],
      'GET /api/collections/chats/records': () => [
        200,
        list([
          {
            id: 'chat1',
            member: MAYA.id,
            kind: 'counselor',
            last_message: 'Thanks!',
            last_message_at: '2026-03-01 10:00:00.000Z',
          },
        ]),
      ],
    });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/members');
    const rows = within(await screen.findByRole('list', { name: 'Members' })).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Maya Member');
    expect(rows[0]).toHaveTextContent('Onboarding complete');
    expect(await within(rows[0]!).findByText(/Last message Mar 1: Thanks!/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Onboarding: contact');
    expect(rows[1]).toHaveAttribute('href', `/members/${NIA.id}`);
    const q = calls.find((c) => c.url.pathname.endsWith('/members/records'));
    expect(q?.url.searchParams.get('filter')).toBe(`counselor.user = "${ME_ID}"`);
  });

  it('shows a member their household', async () => {
    const { calls } = stubFetch({
      'GET /api/collections/members/records': () => [
        200,
        list([
          { ...MAYA, user: ME_ID },
          {
            id: 'member000000003',
            user: '',
            first_name: 'Kid',
            last_name: 'Member',
            relationship: 'child',
            minor: true,
            adult_on: '2999-01-01 00:00:00.000Z',
            onboarding_step: '',
            status: '',
          },
        ]),
      ],
    });
    signInAs(userRecord());
    renderApp('/members');
    expect(await screen.findByRole('heading', { name: 'My household', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Maya Member (you)')).toBeInTheDocument();
    expect(screen.getByText('Child · minor')).toBeInTheDocument();
    const filters = calls
      .filter((c) => c.url.pathname.endsWith('/members/records'))
      .map((c) => c.url.searchParams.get('filter'));
    expect(filters).toContain(`user = "${ME_ID}" || (subscriber.user = "${ME_ID}" && adult_on > @now)`);
  });
});

describe('/members/{id}', () => {
  it('shows a counselor the profile, coverage summary and chat link', async () => {
    stubFetch({
      [`GET /api/collections/members/records/${MAYA.id}`]: () => [200, MAYA],
      'GET /api/collections/profiles/records': () => [
        200,
        list([{ id: 'p1', phone: '555-0100', pronouns: 'she/her', needs: ['find_doctor'] }]),
      ],
      'GET /api/collections/coverages/records': () => [
        200,
        list([
          {
            id: 'c1',
            type: 'medical',
            carrier: 'Acme Health',
            plan_name: 'PPO 500',
            member_id: 'XYZ123',
            status: 'active',
            primary: true,
          },
        ]),
      ],
      'GET /api/collections/chats/records': () => [200, list([{ id: 'chatchatchat001', member: MAYA.id }])],
    });
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/members/${MAYA.id}`);
    expect(await screen.findByRole('heading', { name: 'Maya Member', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Onboarding complete')).toBeInTheDocument();
    expect(await screen.findByText('555-0100')).toBeInTheDocument();
    expect(screen.getByText('Finding a doctor')).toBeInTheDocument();
    expect(await screen.findByText('Acme Health · PPO 500')).toBeInTheDocument();
    expect(screen.getByText('Member ID XYZ123')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat/chatchatchat001');
  });

  it("names the person on an employer's roster card", async () => {
    stubFetch({
      [`GET /api/collections/members/records/${MAYA.id}`]: () => [200, { ...MAYA, employee_id: 'E-42', employer: 'emp1' }],
      'GET /api/collections/invites/records': () => [200, list([])],
    });
    signInAs(userRecord({ role: 'employer' }));
    renderApp(`/members/${MAYA.id}`);
    expect(await screen.findByRole('heading', { name: 'Maya Member', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Roster card')).toBeInTheDocument();
    expect(screen.getByText('Employee ID: E-42')).toBeInTheDocument();
  });

  it('shows the error state for a member I cannot see', async () => {
    stubFetch({});
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/members/${MAYA.id}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
