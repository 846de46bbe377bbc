import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const MAYA = {
  id: 'member000000001',
  user: 'mayauser0000001',
  first_name: 'Maya',
  last_name: 'Member',
  status: 'active',
  onboarding_step: 'completed',
  relationship: 'self',
  language: 'es',
};

beforeEach(() => signInAs(null));
afterEach(async () => {
  getQueryClient().clear();
  await activateLocale('en');
});

describe('member 360 in Spanish', () => {
  it("shows a counselor the member's profile and coverage in Spanish", async () => {
    stubFetch({
      [`GET /api/collections/members/records/${MAYA.id}`]: () => [200, MAYA],
      'GET /api/collections/profiles/records': () => [
        200,
        list([{ id: 'p1', phone: '555-0100', preferred_contact: 'sms', needs: ['find_doctor'] }]),
      ],
      'GET /api/collections/coverages/records': () => [
        200,
        list([{ id: 'c1', type: 'medical', carrier: 'Acme', member_id: 'XYZ123', status: 'active', primary: true }]),
      ],
      'GET /api/collections/chats/records': () => [200, list([{ id: 'chatchatchat001', member: MAYA.id }])],
    });
    await activateLocale('es');
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/members/${MAYA.id}`);
    expect(await screen.findByRole('heading', { name: 'Maya Member', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Registro completo')).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma: Español')).toBeInTheDocument();
    expect(await screen.findByText('Encontrar un médico')).toBeInTheDocument();
    expect(screen.getByText('Forma de contacto preferida')).toBeInTheDocument();
    expect(screen.getByText('Mensaje de texto')).toBeInTheDocument();
    expect(await screen.findByText('N.º de miembro XYZ123')).toBeInTheDocument();
    expect(screen.getByText('Médica')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Abrir el chat' })).toBeInTheDocument();
  });
});
