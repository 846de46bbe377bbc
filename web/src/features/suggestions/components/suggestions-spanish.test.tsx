import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const SUGGESTION = {
  id: 'suggestion00001',
  member: 'member000000001',
  author: 'counselor000001',
  source: 'counselor',
  kind: 'cost',
  title: 'Use urgent care',
  body: '<p>It costs less than the ER.</p>',
  estimated_savings: 900,
  plan: '',
  task: '',
  status: 'proposed',
  dismiss_reason: '',
  created: '2026-03-01 10:00:00.000Z',
};

afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('suggestions in Spanish', () => {
  it('shows a member a proposed suggestion, its savings and the dismiss reasons in Spanish', async () => {
    stubFetch({
      'GET /api/collections/suggestions/records': () => [200, list([SUGGESTION])],
      'GET /api/collections/plans/records': () => [200, list([])],
    });
    await activateLocale('es');
    signInAs(userRecord({ role: 'member' }));
    renderApp('/suggestions');
    expect(await screen.findByRole('heading', { name: 'Sugerencias para usted', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Podría ahorrar unos $900')).toBeInTheDocument();
    expect(screen.getByText('Costo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('dialog', { name: 'Descartar “Use urgent care”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar la sugerencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar comentarios sobre Covey' })).toBeInTheDocument();
  });
});
