import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const KEY = {
  id: 'apikey000000001',
  name: 'Nómina',
  prefix: 'pk_ab12',
  scopes: ['write:roster'],
  revoked: false,
  expires: '',
  last_used: '',
  last_ip: '',
  created: '2026-03-04 10:00:00.000Z',
};

afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('API keys in Spanish', () => {
  it("shows an employer's keys, their permissions and the roster sync help in Spanish", async () => {
    stubFetch({
      'GET /api/collections/api_keys/records': () => [200, list([KEY])],
      'GET /api/collections/employers/records': () => [200, list([{ id: 'employer0000001', name: 'Acme' }])],
    });
    await activateLocale('es');
    signInAs(userRecord({ role: 'employer', language: 'es' }));
    renderApp('/apikeys');
    expect(await screen.findByRole('heading', { name: 'Claves de API', level: 1 }, { timeout: 40_000 })).toBeInTheDocument();
    expect(await screen.findByText('Nómina')).toBeInTheDocument();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(screen.getByText('Agregar y actualizar empleados de la lista e invitaciones')).toBeInTheDocument();
    expect(screen.getByText('4 mar 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Nunca')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Revocar Nómina' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sincronice su lista de empleados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear una clave de API' })).toBeInTheDocument();
  }, 90_000);
});
