import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../i18n/runtime';
import { getQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp, signInAs } from '../../testing/render-app';
import { YOU, expiryText, scopePreview } from './lib/labels';

const SUMMARY = { inviter_name: 'Sam Owner', circle_name: 'Equipo de Sam', access: 'manage', scopes: ['plans', 'appointments'], email: 'riley@example.com' };

beforeEach(async () => {
  signInAs(null);
  await activateLocale('es');
});
afterEach(async () => {
  getQueryClient().clear();
  await activateLocale('en');
});

describe('circles in Spanish (#31)', () => {
  it('the invitation landing says who invited you, what you will see and how to continue, in Spanish', async () => {
    stubFetch({ 'GET /api/invites/summary': () => [200, SUMMARY] });
    renderApp('/auth?invite=abc');
    expect(await screen.findByText('Sam Owner le invitó a su círculo “Equipo de Sam”')).toBeInTheDocument();
    expect(screen.getByText('Puede ver y administrar')).toBeInTheDocument();
    expect(screen.getByText(/^Planes y tareas: Usted puede ver los planes de atención y sus tareas y crear/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/signup?circle_invite=abc');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('previews scopes for a named person, for you and for nobody yet, as whole sentences', () => {
    expect(scopePreview(['appointments'], 'view', 'Riley')).toEqual(['Citas: Riley puede ver las citas próximas y pasadas.']);
    expect(scopePreview(['files'], 'manage', YOU)).toEqual([
      'Archivos: Usted puede ver los documentos subidos, como facturas y cartas y subir documentos.',
    ]);
    expect(scopePreview(['chat'], 'view')).toEqual(['Chat con el consejero: Esta persona puede ver la conversación con el consejero.']);
    expect(expiryText('')).toBe('Sin fecha de fin');
    expect(expiryText('2027-05-12 12:00:00.000Z')).toBe('Hasta el 12 may 2027');
  });
});
