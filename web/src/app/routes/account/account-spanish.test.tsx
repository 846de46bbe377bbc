import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

beforeAll(() => import('./account'), 120_000);
beforeEach(async () => {
  signInAs(userRecord({ language: 'es' }));
  await activateLocale('es');
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('/account in Spanish', () => {
  it('names every section and the deletion dialog in Spanish', async () => {
    stubFetch({ 'GET /api/account/deletion': () => [200, { requestedAt: '', purgeAfter: '' }] });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Cuenta', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio de sesión y seguridad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Privacidad y sus datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar la contraseña' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar su cuenta?' });
    expect(within(dialog).getByRole('button', { name: 'Conservar mi cuenta' })).toBeInTheDocument();
  });
});
