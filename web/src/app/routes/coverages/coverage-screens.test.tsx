import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../provider';
import { QueryLayout } from '../../layouts/query-layout';
import { CoverageCard } from '../../../features/coverages/components/coverage-card';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubHandler } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { invalidateMemberState } from '../../guard-loader';

const MEMBER_ID = 'mmmmmmmmmmmmmm1';
const COV_ID = 'vvvvvvvvvvvvvv1';
const list = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: -1, totalPages: -1, items });
const me = {
  id: MEMBER_ID,
  user: ME_ID,
  first_name: 'Casey',
  last_name: 'Example',
  employer: '',
  counselor: 'ccccccccccccccc',
  onboarding_step: 'completed',
  relationship: 'self',
  minor: false,
};
const coverage = (over: Record<string, unknown> = {}) => ({
  id: COV_ID,
  collectionId: 'pbc_cov',
  collectionName: 'coverages',
  member: MEMBER_ID,
  carrier: 'Blue Shield',
  plan_name: 'PPO Gold',
  member_id: 'XZ123',
  group_number: 'G-9',
  status: 'active',
  primary: true,
  card_front: 'front_abc.png',
  card_back: '',
  benefit_plan: '',
  verified: false,
  updated: '2026-01-01',
  ...over,
});

function backend(coverages: unknown[], extra: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/collections/members/records': () => [200, list([me])],
    'GET /api/collections/coverages/records': () => [200, list(coverages)],
    'POST /api/files/token': () => [200, { token: 'file-token-1' }],
    ...extra,
  });
}

function renderCard(memberId: string) {
  const router = createMemoryRouter([
    { Component: QueryLayout, children: [{ path: '/', element: <CoverageCard memberId={memberId} /> }] },
  ]);
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

beforeEach(() => {
  invalidateMemberState();
  signInAs(userRecord());
});
afterEach(() => {
  getQueryClient().clear();
  signInAs(null);
});

describe('CoverageCard', () => {
  it('shows an empty state linking to /coverages/new', async () => {
    backend([]);
    renderCard(MEMBER_ID);
    expect(await screen.findByText('No insurance card yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your insurance card' })).toHaveAttribute('href', '/coverages/new');
  });

  it('shows the primary coverage with its protected card photo fetched with a file token', async () => {
    const { calls } = backend([coverage()]);
    renderCard(MEMBER_ID);
    expect(await screen.findByText('Blue Shield')).toBeInTheDocument();
    expect(screen.getByText('XZ123')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Insurance card front' });
    expect(img.getAttribute('src')).toContain(`/api/files/pbc_cov/${COV_ID}/front_abc.png?token=file-token-1`);
    const list = calls.find((c) => c.url.pathname === '/api/collections/coverages/records');
    expect(list?.url.searchParams.get('filter')).toContain(MEMBER_ID);
    expect(list?.url.searchParams.get('sort')).toBe('-primary,-created');
    // the card names its type and offers another card
    expect(screen.getByText('Medical')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add another card' })).toHaveAttribute('href', '/coverages/new');
  });

  it('shows a dental card as Dental', async () => {
    backend([coverage({ type: 'dental', carrier: 'Delta Dental' })]);
    renderCard(MEMBER_ID);
    expect(await screen.findByText('Delta Dental')).toBeInTheDocument();
    expect(screen.getByText('Dental')).toBeInTheDocument();
    expect(screen.queryByText('Medical')).toBeNull();
  });
});

describe('Badge theme', () => {
  it('never lets a badge shrink (no "PRIMA…" on phones)', async () => {
    backend([coverage()]);
    renderCard(MEMBER_ID);
    const badge = (await screen.findByText('Primary')).closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.flexShrink).toBe('0');
  });
});

describe('coverage screens', () => {
  it('/coverages/edit with a single coverage goes to its edit screen', async () => {
    backend([coverage()], { [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, coverage()] });
    const { router } = renderApp('/coverages/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coverages/edit/${COV_ID}`));
    expect(await screen.findByRole('textbox', { name: 'Member ID' })).toHaveValue('XZ123');
  });

  it('the edit screen of the only coverage offers another card', async () => {
    backend([coverage()], { [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, coverage()] });
    renderApp(`/coverages/edit/${COV_ID}`);
    expect(await screen.findByRole('link', { name: 'Add another card' })).toHaveAttribute('href', '/coverages/new');
  });

  it('/coverages/new saves a second card with its type (dental is not medical)', async () => {
    let created: Record<string, unknown> | null = null;
    backend([coverage()], {
      'POST /api/collections/coverages/records': (req) => {
        created = req.body as Record<string, unknown>;
        return [200, coverage({ id: 'vvvvvvvvvvvvvv2', type: 'dental', primary: false })];
      },
      'GET /api/collections/coverages/records/vvvvvvvvvvvvvv2': () => [
        200,
        coverage({ id: 'vvvvvvvvvvvvvv2', type: 'dental', carrier: 'Delta Dental', primary: false }),
      ],
    });
    const { router } = renderApp('/coverages/new');
    const typeBox = await screen.findByRole('combobox', { name: 'Type of coverage' });
    fireEvent.click(typeBox);
    fireEvent.click(await screen.findByRole('option', { name: 'Dental', hidden: true }));
    await waitFor(() => expect(typeBox).toHaveValue('Dental'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Insurance company' }), { target: { value: 'Delta Dental' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Member ID' }), { target: { value: 'D-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save coverage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coverages/edit/vvvvvvvvvvvvvv2'));
    expect(created).toMatchObject({ type: 'dental', carrier: 'Delta Dental', primary: false });
    const card = await screen.findByRole('region', { name: 'Insurance card' });
    expect(await within(card).findByText('Dental')).toBeInTheDocument();
  });

  it('dependents added with my coverage are put on it', async () => {
    let linked: unknown = null;
    let dependent: Record<string, unknown> | null = null;
    backend([], {
      'POST /api/collections/coverages/records': () => [200, coverage()],
      'POST /api/collections/members/records': (req) => {
        dependent = req.body as Record<string, unknown>;
        return [200, { ...me, id: 'dddddddddddddd1', user: '', subscriber: MEMBER_ID, relationship: 'child' }];
      },
      'POST /api/collections/profiles/records': () => [200, { id: 'pppppppppppppp1' }],
      [`POST /api/coverages/${COV_ID}/dependents`]: (req) => {
        linked = req.body;
        return [200, { linked: 1 }];
      },
      [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, coverage()],
    });
    const { router } = renderApp('/coverages/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Insurance company' }), { target: { value: 'Aetna' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Member ID' }), { target: { value: 'A-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a dependent' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dependent 1 first name' }), { target: { value: 'Kid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save coverage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coverages/edit/${COV_ID}`));
    expect(dependent).toMatchObject({ first_name: 'Kid', subscriber: MEMBER_ID, relationship: 'child' });
    expect(linked).toEqual({ members: ['dddddddddddddd1'] });
  });

  it('/coverages/edit lists several coverages, primary first', async () => {
    backend([coverage(), coverage({ id: 'vvvvvvvvvvvvvv2', carrier: 'Delta Dental', primary: false })]);
    renderApp('/coverages/edit');
    const links = await screen.findAllByRole('link', { name: /Blue Shield|Delta Dental/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/coverages/edit/${COV_ID}`,
      '/coverages/edit/vvvvvvvvvvvvvv2',
    ]);
  });

  it('/coverages/new validates and creates a primary active coverage for self', async () => {
    let created: Record<string, unknown> | null = null;
    const { router } = (() => {
      backend([], {
        'POST /api/collections/coverages/records': (req) => {
          created = req.body as Record<string, unknown>;
          return [200, coverage()];
        },
        [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, coverage()],
      });
      return renderApp('/coverages/new');
    })();
    fireEvent.click(await screen.findByRole('button', { name: 'Save coverage' }));
    expect(await screen.findByText('Enter the insurance company.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Insurance company' }), { target: { value: 'Aetna' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Member ID' }), { target: { value: 'A-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save coverage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coverages/edit/${COV_ID}`));
    expect(created).toMatchObject({
      member: MEMBER_ID,
      carrier: 'Aetna',
      member_id: 'A-1',
      status: 'active',
      primary: true,
      relationship: 'self',
    });
  });

  it('the edit screen saves deductible and out-of-pocket met (accumulators)', async () => {
    let patched: Record<string, unknown> | null = null;
    const stored = coverage({ accumulators: { deductible_met: 400, oop_met: 600, as_of: '2026-01-02' } });
    backend([stored], {
      [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, stored],
      [`PATCH /api/collections/coverages/records/${COV_ID}`]: (req) => {
        patched = req.body as Record<string, unknown>;
        return [200, { ...stored, ...patched }];
      },
    });
    renderApp(`/coverages/edit/${COV_ID}`);
    const deductible = await screen.findByRole('textbox', { name: 'Deductible met' });
    expect(deductible).toHaveValue('$400');
    expect(screen.getByRole('textbox', { name: 'Out-of-pocket met' })).toHaveValue('$600');
    // a date without a time: the same day in every time zone (noon UTC)
    expect(screen.getByText(/Last updated Jan 2, 2026/)).toBeInTheDocument();
    fireEvent.change(deductible, { target: { value: '$1,250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).not.toBeNull());
    const acc = (patched as unknown as { accumulators: Record<string, unknown> }).accumulators;
    expect(acc).toMatchObject({ deductible_met: 1250, oop_met: 600 });
    expect(acc['as_of']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('saving other fields leaves the accumulators alone', async () => {
    let patched: Record<string, unknown> | null = null;
    const stored = coverage({ accumulators: { deductible_met: 400, as_of: '2026-01-02' } });
    backend([stored], {
      [`GET /api/collections/coverages/records/${COV_ID}`]: () => [200, stored],
      [`PATCH /api/collections/coverages/records/${COV_ID}`]: (req) => {
        patched = req.body as Record<string, unknown>;
        return [200, { ...stored, ...patched }];
      },
    });
    renderApp(`/coverages/edit/${COV_ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Member ID' }), { target: { value: 'XZ999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).not.toBeNull());
    expect(patched).toMatchObject({ member_id: 'XZ999' });
    expect(patched).not.toHaveProperty('accumulators');
  });
});
