import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { pb } from '../../../lib/api-client';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { fakeToken, renderApp, signInAs } from '../../../testing/render-app';

const SUPERUSERS = 'pbc_3142635823';
const list = (items: unknown[], total = items.length) => ({ page: 1, perPage: 25, totalItems: total, totalPages: 1, items });

function signInAsOperator() {
  pb.authStore.save(fakeToken('operator0000001', SUPERUSERS), {
    id: 'operator0000001',
    collectionId: SUPERUSERS,
    collectionName: '_superusers',
    email: 'ops@example.com',
    language: 'es',
  });
}

afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('operations in Spanish', () => {
  it("shows the operator's home: what needs an operator, mail, backups and capacity in Spanish", async () => {
    stubFetch({
      'GET /api/ops/overview': () => [
        200,
        {
          members: { withoutCounselor: 1, pendingEligibility: 1200 },
          oauthApps: { toReview: 0 },
          counselors: [{ id: 'counselor000001', name: 'Chris Counselor', caseload: 3, capacity: 10, accepting: true }],
          mail: { configured: false },
        },
      ],
      'GET /api/backups': () => [200, []],
      'GET /api/logs': () => [200, list([], 2)],
      'GET /api/collections/oauth_apps/records': () => [200, list([])],
    });
    await activateLocale('es');
    signInAsOperator();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Necesita un operador ahora', level: 2 }, { timeout: 40_000 })).toBeInTheDocument();
    const needs = await screen.findByRole('list', { name: 'Asuntos pendientes' });
    expect(within(needs).getByText('miembro terminó el registro pero no tiene consejero')).toBeInTheDocument();
    expect(within(needs).getByText('1,200')).toBeInTheDocument();
    expect(within(needs).getByText('miembros esperan que se confirme su elegibilidad')).toBeInTheDocument();
    expect(await within(needs).findByText('tareas programadas fallaron en los últimos 7 días')).toBeInTheDocument();
    expect(screen.getByText(/El correo no está configurado/)).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay copias de seguridad.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Miembros asignados' })).toBeInTheDocument();
    expect(screen.getByText('3 de 10')).toBeInTheDocument();
    expect(screen.getByText('Acepta')).toBeInTheDocument();
  }, 90_000);
});
