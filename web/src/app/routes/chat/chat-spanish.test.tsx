import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const chat = (id: string, kind: string, extra: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_chats',
  collectionName: 'chats',
  kind,
  title: '',
  status: 'open',
  last_message: '',
  last_message_at: '2026-03-04 15:05:00.000Z',
  created: '2026-03-04 15:05:00.000Z',
  ...extra,
});

beforeEach(async () => {
  await activateLocale('es');
  signInAs(userRecord());
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('/chat in Spanish', () => {
  it('titles, buttons, names, unread counts and dates are in Spanish', async () => {
    stubFetch({
      'GET /api/collections/chats/records': () => [
        200,
        list([chat('chatchatchat001', 'counselor', { unread_member: 2 }), chat('chatchatchat002', 'assistant')]),
      ],
    });
    renderApp('/chat');
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('Sus conversaciones.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva pregunta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escribirle a mi consejero' })).toBeInTheDocument();
    expect(await screen.findByText('Su consejero')).toBeInTheDocument();
    expect(screen.getByText('2 sin leer')).toBeInTheDocument();
    expect(screen.getAllByText('Todavía no hay mensajes').length).toBeGreaterThan(0);
    // "4 mar" in Spanish, not "Mar 4"
    expect(screen.getAllByText(/\b4 mar\b/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('an empty list says so in Spanish', async () => {
    stubFetch({ 'GET /api/collections/chats/records': () => [200, list([])] });
    renderApp('/chat');
    expect(await screen.findByText('Todavía no hay conversaciones')).toBeInTheDocument();
    expect(
      screen.getByText('Aquí aparecerán sus conversaciones con su consejero y con el asistente.'),
    ).toBeInTheDocument();
  });
});
