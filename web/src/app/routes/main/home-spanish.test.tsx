import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const COUNSELOR = { id: 'counselor000001', collectionId: 'pbc_c', collectionName: 'counselors', display_name: 'Chris Counselor', photo: '' };
const MEMBER = {
  id: 'member000000001',
  first_name: 'Casey',
  last_name: 'Example',
  onboarding_step: 'completed',
  status: 'active',
  counselor: COUNSELOR.id,
  expand: { counselor: COUNSELOR },
};
const CHAT = {
  id: 'chatchatchat001',
  kind: 'counselor',
  title: '',
  last_message: 'Nos vemos el lunes',
  last_message_at: '2026-03-01 10:00:00.000Z',
  last_sender_role: 'counselor',
};

beforeEach(async () => {
  signInAs(null);
  await activateLocale('es');
});
afterEach(async () => {
  getQueryClient().clear();
  await activateLocale('en');
});

describe('home in Spanish', () => {
  it('greets the member, names the counselor card, the notifications and the latest messages in Spanish', async () => {
    stubFetch({
      'GET /api/collections/members/records': () => [200, list([MEMBER])],
      'GET /api/collections/chats/records': () => [200, list([CHAT])],
      'GET /api/collections/coverages/records': () => [200, list([])],
      'GET /api/collections/messages/records': () => [200, list([])],
      'GET /api/collections/notifications/records': () => [200, list([])],
    });
    signInAs(userRecord({ name: 'Casey Example', language: 'es' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Le damos la bienvenida, Casey', level: 1 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Su consejero' })).closest('section')!;
    expect(await within(card).findByRole('link', { name: 'Enviar un mensaje a Chris Counselor' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Programar una cita con Chris Counselor' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensajes recientes' })).toBeInTheDocument();
    expect(await screen.findByText('Consejero: Nos vemos el lunes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversación' })).toBeInTheDocument();
  });
});
