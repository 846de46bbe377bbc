import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const AGENCY = { id: 'broker000000001', name: 'North Star Benefits', users: [ME_ID], status: 'active' };

beforeEach(() => signInAs(null));
afterEach(() => getQueryClient().clear());

describe('/brokers/{id}', () => {
  it('"Invite employer" from the broker home opens the agency page on the form, focused', async () => {
    stubFetch({
      [`GET /api/collections/brokers/records/${AGENCY.id}`]: () => [200, AGENCY],
      'GET /api/collections/employers/records': () => [200, list([])],
    });
    signInAs(userRecord({ role: 'broker', broker: AGENCY.id }));
    renderApp(`/brokers/${AGENCY.id}?open=employer`);
    const name = await screen.findByRole('textbox', { name: /Employer name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Add employer' })).toBeInTheDocument();
  });

  it('keeps the form closed on a plain visit', async () => {
    stubFetch({
      [`GET /api/collections/brokers/records/${AGENCY.id}`]: () => [200, AGENCY],
      'GET /api/collections/employers/records': () => [200, list([])],
    });
    signInAs(userRecord({ role: 'broker', broker: AGENCY.id }));
    renderApp(`/brokers/${AGENCY.id}`);
    expect(await screen.findByRole('button', { name: 'Invite employer' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /Employer name/ })).toBeNull();
  });
});
