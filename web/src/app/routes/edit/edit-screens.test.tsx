import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const ID = 'counselor000001';
const list = (items: unknown[]) => ({ page: 1, perPage: 100, totalItems: items.length, totalPages: 1, items });
const counselor = {
  id: ID,
  collectionId: 'pbc_c',
  collectionName: 'counselors',
  display_name: 'Casey',
  bio: '<p>Hi</p>',
  languages: ['en'],
  specialties: [],
  capacity: 10,
  active: true,
  accepting: true,
};

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

function stub(patch: (req: StubRequest) => [number, unknown]) {
  stubFetch({
    [`GET /api/collections/counselors/records/${ID}`]: () => [200, counselor],
    'GET /api/collections/members/records': () => [200, list([])],
    [`PATCH /api/collections/counselors/records/${ID}`]: patch,
  });
}

describe('/edit/{type}/{id}', () => {
  it('shows what a role may not change read-only and sends only the changes', async () => {
    const patches: StubRequest[] = [];
    stub((req) => (patches.push(req), [200, { ...counselor, display_name: 'Casey R' }]));
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/edit/counselors/${ID}`);
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    expect(screen.getByRole('textbox', { name: 'Capacity' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Casey R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ display_name: 'Casey R' });
  });

  it('words a store 400 as field errors, never the raw text', async () => {
    stub(() => [
      400,
      {
        status: 400,
        message: 'Failed to update record.',
        data: { display_name: { code: 'validation_required', message: 'raw server text' } },
      },
    ]);
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/edit/counselors/${ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: /Display name/ }), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Display name is required.')).toBeInTheDocument();
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
  });

  it('refuses a read-only field preset by a link, and writes nothing', async () => {
    const patches: StubRequest[] = [];
    stub((req) => (patches.push(req), [200, counselor]));
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/edit/counselors/${ID}?capacity=99`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You cannot change capacity.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('is not found for a role the type is not for', async () => {
    stubFetch({ 'GET /api/collections/members/records': () => [200, list([])] });
    signInAs(userRecord({ role: 'employer' }));
    renderApp('/edit/counselors');
    expect(await screen.findByText('Page Not Found: /edit/counselors')).toBeInTheDocument();
  });
});
