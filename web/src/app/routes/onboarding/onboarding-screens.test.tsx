import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubHandler } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { invalidateMemberState } from '../../guard-loader';

const MEMBER_ID = 'mmmmmmmmmmmmmm1';
const PROFILE_ID = 'ppppppppppppppp';
const COUNSELOR_ID = 'ccccccccccccccc';
const list = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: -1, totalPages: -1, items });
const memberRow = (over: Record<string, unknown> = {}) => ({
  id: MEMBER_ID,
  collectionId: 'pbc_members',
  collectionName: 'members',
  user: ME_ID,
  first_name: 'Casey',
  last_name: 'Example',
  email: 'casey@example.com',
  employer: '',
  counselor: '',
  status: 'onboarding',
  onboarding_step: 'guide',
  relationship: 'self',
  minor: false,
  ...over,
});

function backend(step: string, extra: Record<string, StubHandler> = {}) {
  let member = memberRow({ onboarding_step: step });
  const patch: StubHandler = (req) => {
    member = { ...member, ...(req.body as Record<string, unknown>) };
    if (member.onboarding_step === 'completed') member.counselor = COUNSELOR_ID;
    return [200, member];
  };
  return stubFetch({
    'GET /api/collections/members/records': () => [200, list([member])],
    [`PATCH /api/collections/members/records/${MEMBER_ID}`]: patch,
    'GET /api/collections/profiles/records': () => [
      200,
      list([{ id: PROFILE_ID, member: MEMBER_ID, address: null, needs: [], accessibility: [] }]),
    ],
    [`PATCH /api/collections/profiles/records/${PROFILE_ID}`]: (req) => [
      200,
      { id: PROFILE_ID, ...(req.body as object) },
    ],
    'GET /api/collections/agreements/records': () => [200, list([])],
    'POST /api/collections/agreements/records': (req) => [200, { id: 'aaaaaaaaaaaaaaa', ...(req.body as object) }],
    [`PATCH /api/collections/users/records/${ME_ID}`]: (req) => [200, { ...userRecord(), ...(req.body as object) }],
    ...extra,
  });
}

beforeEach(() => {
  invalidateMemberState();
  signInAs(userRecord());
});
afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
});

describe('onboarding guard (step 5)', () => {
  it('sends a member who has not finished onboarding from home to their stored step', async () => {
    backend('contact');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'How can we reach you?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboard/contact');
  });

  it('sends a member who skips ahead by URL back to their step', async () => {
    backend('contact');
    const { router } = renderApp('/onboard/information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/contact'));
  });

  it('lets a member go back to an earlier step', async () => {
    backend('agreement');
    const { router } = renderApp('/onboard/guide');
    expect(await screen.findByRole('heading', { name: 'Welcome to Covey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboard/guide');
  });

  it('loads the member row once for several navigations', async () => {
    const { calls } = backend('contact');
    const { router } = renderApp('/onboard/contact');
    await screen.findByRole('heading', { name: 'How can we reach you?' });
    await act(() => router.navigate('/onboard/guide'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/guide'));
    await screen.findByRole('heading', { name: 'Welcome to Covey' });
    const guardLoads = calls.filter(
      (c) => c.url.pathname === '/api/collections/members/records' && c.url.searchParams.get('fields')?.includes('onboarding_step'),
    );
    expect(guardLoads).toHaveLength(1);
  });
});

describe('contact step without a member row (#29)', () => {
  it.each(['counselor', 'employer', 'broker'] as const)('sends a %s home instead of spinning', async (role) => {
    signInAs(userRecord({ role }));
    stubFetch({ 'GET /api/collections/members/records': () => [200, list([])] });
    const { router } = renderApp('/onboard/contact');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['counselor', 'employer', 'broker'] as const)('sends a %s home from the agreement step (#29)', async (role) => {
    signInAs(userRecord({ role }));
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([])],
      'GET /api/collections/agreements/records': () => [200, list([])],
    });
    const { router } = renderApp('/onboard/agreement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('leaves the agreement step when the member row is missing instead of showing an empty step (#29)', async () => {
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([])],
      'GET /api/collections/agreements/records': () => [200, list([])],
    });
    const { router } = renderApp('/onboard/agreement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('does not wait on the disabled profile query when the member row is missing', async () => {
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([])],
      'GET /api/collections/agreements/records': () => [200, list([])],
    });
    const { router } = renderApp('/onboard/contact');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('onboarding steps', () => {
  it('skipping the guide advances one step and opens contact', async () => {
    const { calls } = backend('guide');
    const { router } = renderApp('/onboard/guide');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/contact'));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ onboarding_step: 'contact' }]);
  });

  it('contact needs a first name, then saves name, profile, SMS consent and the step', async () => {
    const { calls } = backend('contact');
    const { router } = renderApp('/onboard/contact');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    fireEvent.change(first, { target: { value: 'Robin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '94110' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /text messages/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/coverage'));
    const agreement = calls.find((c) => c.method === 'POST' && c.url.pathname.includes('agreements'));
    expect(agreement?.body).toMatchObject({
      document: 'sms_consent',
      user: ME_ID,
      member: MEMBER_ID,
      action: 'accepted',
    });
    const profile = calls.find((c) => c.method === 'PATCH' && c.url.pathname.includes('profiles'));
    expect(profile?.body).toMatchObject({ address: { zip: '94110' }, preferred_contact: 'app' });
    const steps = calls.filter((c) => c.method === 'PATCH' && (c.body as { onboarding_step?: string }).onboarding_step);
    expect(steps.map((c) => c.body)).toEqual([{ onboarding_step: 'coverage' }]);
  });

  it('agreement requires every document and a typed signature, and records each one', async () => {
    const { calls } = backend('agreement');
    const { router } = renderApp('/onboard/agreement');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByText('Type your full name to sign.')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name to sign' }), {
      target: { value: 'Casey Example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/information'));
    const docs = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { document: string }).document);
    expect(docs).toEqual(['terms', 'privacy', 'hipaa_authorization', 'ai_assistant_notice']);
  });

  it('Back goes to the previous step without saving', async () => {
    const { calls } = backend('information');
    const { router } = renderApp('/onboard/information');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/agreement'));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('submitting information completes onboarding and shows the counselor', async () => {
    backend('information', {
      [`GET /api/collections/counselors/records/${COUNSELOR_ID}`]: () => [
        200,
        {
          id: COUNSELOR_ID,
          collectionId: 'pbc_c',
          collectionName: 'counselors',
          display_name: 'Jordan Lee',
          photo: '',
          bio: '<p>Ten years helping families.</p>',
          languages: ['en', 'es'],
        },
      ],
      'GET /api/collections/chats/records': () => [200, list([{ id: 'hhhhhhhhhhhhhhh' }])],
    });
    const { router } = renderApp('/onboard/information');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Find a doctor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/completed');
    expect(screen.getByText('Ten years helping families.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Send a first message' })).toHaveAttribute(
        'href',
        '/chat/hhhhhhhhhhhhhhh',
      ),
    );
    expect(screen.getByRole('link', { name: 'Book a welcome call' })).toHaveAttribute(
      'href',
      `/appointments/new?counselor=${COUNSELOR_ID}`,
    );
  });

  it('a completed member without a counselor is shown the pending screen', async () => {
    backend('completed');
    const { router } = renderApp('/auth/onboard');
    expect(await screen.findByText("We're matching you with a counselor")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/pending');
  });
});

describe('updated agreements (guard step 5)', () => {
  it('sends a finished member with an outdated agreement to re-accept, then back home', async () => {
    let rows = [
      { id: 'a00000000000001', document: 'terms', version: '2025-01', action: 'accepted', created: '2025-01-02' },
      { id: 'a00000000000002', document: 'privacy', version: '2026-01', action: 'accepted', created: '2025-01-02' },
      {
        id: 'a00000000000003',
        document: 'hipaa_authorization',
        version: '2026-01',
        action: 'accepted',
        created: '2025-01-02',
      },
      {
        id: 'a00000000000004',
        document: 'ai_assistant_notice',
        version: '2026-01',
        action: 'accepted',
        created: '2025-01-02',
      },
    ];
    const { calls } = backend('completed', {
      'GET /api/collections/agreements/records': () => [200, list(rows)],
      'POST /api/collections/agreements/records': (req) => {
        const row = { ...(req.body as (typeof rows)[number]), id: `a0000000000000${rows.length + 1}` };
        rows = [...rows, row];
        return [200, row];
      },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'We updated our agreements' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboard/agreement');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // the documents still current are already ticked; the updated one is not
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the privacy notice' })).toBeChecked();
    // acronyms keep their capitals inside the sentence
    expect(screen.getByRole('checkbox', { name: 'I accept the AI assistant notice' })).toBeChecked();
    // the full text opens whole and closes again
    const [more] = screen.getAllByRole('button', { name: 'Read the full text' });
    fireEvent.click(more!);
    expect(screen.getByText(/These terms govern your use of Covey/)).toHaveTextContent(/before you continue\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the full text' }));
    expect(screen.queryByText(/These terms govern your use of Covey/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name to sign' }), {
      target: { value: 'Casey Example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([expect.objectContaining({ document: 'terms', version: '2026-01', action: 'accepted' })]);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    // the guard reloaded the accepted versions and lets the member stay home
    await act(() => router.navigate('/plans'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('a first-time signer (a caregiver who joined from an invitation) is not told to "sign again" (#29)', async () => {
    backend('completed');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Review and sign' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboard/agreement');
    expect(screen.queryByText(/sign again/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'We updated our agreements' })).toBeNull();
  });

  it('a finished member whose agreements are current is not redirected', async () => {
    const rows = ['terms', 'privacy', 'hipaa_authorization', 'ai_assistant_notice'].map((document, i) => ({
      id: `a0000000000000${i}`,
      document,
      version: '2026-01',
      action: 'accepted',
    }));
    backend('completed', { 'GET /api/collections/agreements/records': () => [200, list(rows)] });
    const { router } = renderApp('/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.queryByRole('heading', { name: 'We updated our agreements' })).not.toBeInTheDocument();
  });
});
