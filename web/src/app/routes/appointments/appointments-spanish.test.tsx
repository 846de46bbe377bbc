import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 200, totalItems: items.length, totalPages: 1, items });
const APPT = 'apptapptappt001';
const appointment = {
  id: APPT,
  collectionId: 'pbc_appts',
  collectionName: 'appointments',
  member: 'memalexxxxxxx01',
  counselor: 'counselor000001',
  kind: 'counselor_call',
  status: 'confirmed',
  title: '',
  // far ahead: upcoming, outside the 2-hour cut-off
  start: '2099-03-04 15:00:00.000Z',
  end: '2099-03-04 15:30:00.000Z',
  reschedule_count: 2,
  expand: {
    member: { id: 'memalexxxxxxx01', first_name: 'Alex', last_name: 'Rivera', user: 'someoneelse0001' },
    counselor: { id: 'counselor000001', display_name: 'Dana Cruz', timezone: 'UTC' },
  },
};

beforeEach(async () => {
  await activateLocale('es');
  signInAs(userRecord({ timezone: 'UTC' } as never));
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('/appointments in Spanish', () => {
  it('the list: title, sections, whose appointment, date and status in Spanish', async () => {
    stubFetch({ 'GET /api/collections/appointments/records': () => [200, list([appointment])] });
    renderApp('/appointments');
    expect(await screen.findByRole('heading', { name: 'Citas', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Próximas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cita de Alex: Llamada con Dana Cruz' })).toBeInTheDocument();
    expect(screen.getByText(/4 de mar, 3:00 p\.m\. · Llamada telefónica/)).toBeInTheDocument();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getByText('No hay citas pasadas.')).toBeInTheDocument();
  });

  it('the detail: rows, how it happens, and "Cancelar la cita de Alex"', async () => {
    stubFetch({ [`GET /api/collections/appointments/records/${APPT}`]: () => [200, appointment] });
    renderApp(`/appointments/${APPT}`);
    expect(await screen.findByRole('heading', { name: 'Cita de Alex: Llamada con Dana Cruz' })).toBeInTheDocument();
    expect(screen.getByText('Cuándo')).toBeInTheDocument();
    expect(screen.getByText('2 veces')).toBeInTheDocument();
    expect(screen.getByText(/Llamada telefónica: Dana Cruz le llamará/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancelar la cita de Alex' })).toBeInTheDocument();
    expect(screen.queryByText(/appointment/i)).toBeNull();
  });
});
