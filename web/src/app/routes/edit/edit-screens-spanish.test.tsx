import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
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
  timezone: 'America/Chicago',
  capacity: 10,
  active: true,
  accepting: true,
};

afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('/edit in Spanish', () => {
  it('titles, labels, help, read-only notes and checks read in Spanish, and nothing is sent', async () => {
    const patches: StubRequest[] = [];
    stubFetch({
      [`GET /api/collections/counselors/records/${ID}`]: () => [200, counselor],
      'GET /api/collections/members/records': () => [200, list([])],
      [`PATCH /api/collections/counselors/records/${ID}`]: (req) => (patches.push(req), [200, counselor]),
    });
    await activateLocale('es');
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/edit/counselors/${ID}?capacity=99`);
    expect(await screen.findByRole('heading', { name: 'Editar el perfil de consejero' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Nombre visible/ });
    expect(screen.getByRole('textbox', { name: 'Capacidad' })).toBeDisabled();
    expect(screen.getAllByText('No puede cambiar esto.').length).toBeGreaterThan(0);
    expect(screen.getByText('Por ejemplo, America/Chicago.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Acepta miembros nuevos/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText('El campo «Nombre visible» es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('No puede cambiar el campo «capacidad».')).toBeInTheDocument();
    expect(screen.getByText('Hay campos que usted no puede cambiar. No se guardó nada.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('words a store 400 in Spanish, never the raw text', async () => {
    stubFetch({
      [`GET /api/collections/counselors/records/${ID}`]: () => [200, counselor],
      'GET /api/collections/members/records': () => [200, list([])],
      [`PATCH /api/collections/counselors/records/${ID}`]: () => [
        400,
        { status: 400, message: 'Failed.', data: { display_name: { code: 'validation_required', message: 'raw' } } },
      ],
    });
    await activateLocale('es');
    signInAs(userRecord({ role: 'counselor' }));
    renderApp(`/edit/counselors/${ID}`);
    fireEvent.change(await screen.findByRole('textbox', { name: /Nombre visible/ }), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText('El campo «Nombre visible» es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Revise los campos marcados. No se guardó nada.')).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('titles a new record and its create button in Spanish', async () => {
    stubFetch({ 'GET /api/collections/members/records': () => [200, list([{ id: 'member000000001' }])] });
    await activateLocale('es');
    signInAs(userRecord({ role: 'counselor' }));
    renderApp('/edit/tasks');
    expect(await screen.findByRole('heading', { name: 'Nueva tarea' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Crear la tarea' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título/ })).toBeInTheDocument();
  });
});
