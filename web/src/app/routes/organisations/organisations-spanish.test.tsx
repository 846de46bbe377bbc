import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import type { MetricsRecord } from '../../../features/organisations/api/org-types';
import { firstFiguresText, MetricsSummary, periodLine } from '../../../features/organisations/components/metrics-tab';
import { validateMapping } from '../../../features/organisations/components/roster-mapping';
import { kindsOf, money, withheldText } from '../../../features/organisations/lib/value-figures';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const EMPLOYER = {
  id: 'employer0000001',
  collectionId: 'pbc_employers',
  collectionName: 'employers',
  name: 'Acme Salud',
  industry: 'Manufactura',
  address: '',
  support_hours: '',
  eligibility_domain: 'acme.test',
  status: 'active',
  admins: [ME_ID],
  broker: '',
  counselors: [],
  plan_year_start: '2027-01-01 00:00:00.000Z',
  open_enrollment_start: '',
  open_enrollment_end: '',
};
const member = (id: string, first: string, status: string, user = '') => ({
  id,
  collectionId: 'pbc_members',
  collectionName: 'members',
  first_name: first,
  last_name: 'Rivera',
  email: `${first.toLowerCase()}@acme.test`,
  employer: EMPLOYER.id,
  employee_id: 'E-1',
  eligibility_start: '2026-03-04 00:00:00.000Z',
  eligibility_end: '',
  status,
  user,
  relationship: 'self',
});
const row = {
  id: 'm1', collectionId: 'c', collectionName: 'metrics', created: '', updated: '', employer: 'e1', broker: '',
  period_start: '2026-10-01 00:00:00.000Z', period_end: '2026-10-31 23:59:59.999Z', suppressed: false,
  data: {
    enrolled: 80, activated: 40, active_30d: 31, chats: '<11', appointments_completed: 'hidden', reports_resolved: 12, savings_usd: 4321, csat: 4.6,
    report_kinds: { bill_review: 15, claim_denial: 'hidden' },
  },
} as unknown as MetricsRecord;

beforeEach(async () => {
  await activateLocale('es');
  signInAs(userRecord({ role: 'employer', language: 'es' }));
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('the organisations screens in Spanish (#31)', () => {
  it("an employer admin's employer page: the tabs, the profile and the plan year in Spanish", async () => {
    stubFetch({ [`GET /api/collections/employers/records/${EMPLOYER.id}`]: () => [200, EMPLOYER] });
    renderApp(`/employers/${EMPLOYER.id}`);
    expect(await screen.findByRole('heading', { name: 'Acme Salud', level: 1 })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Secciones del empleador' });
    expect(within(tabs).getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Lista de empleados' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Métricas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Inicio del año del plan')).toBeInTheDocument();
    expect(screen.getByText('1 ene 2027')).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar el perfil y las fechas' })).toBeInTheDocument();
  });

  it('the roster tab: search, count, statuses and actions named with the person, in Spanish', async () => {
    stubFetch({
      [`GET /api/collections/employers/records/${EMPLOYER.id}`]: () => [200, EMPLOYER],
      'GET /api/collections/members/records': () => [200, list([member('member000000001', 'Ana', 'invited'), member('member000000002', 'Bo', 'active', 'user00000000002')])],
      'GET /api/collections/invites/records': () => [200, list([])],
    });
    renderApp(`/employers/${EMPLOYER.id}?tab=roster`);
    expect(await screen.findByText('2 de 2 personas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar en la lista de empleados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invitar a un empleado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar la invitación: Ana Rivera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar: Bo Rivera' })).toBeInTheDocument();
    expect(screen.getAllByText(/Elegible del 4 mar 2026 al —|^4 mar 2026 – —$/).length).toBeGreaterThan(0);
  });

  it('the brokers list for an employer admin, with its empty state, in Spanish', async () => {
    stubFetch({ 'GET /api/collections/brokers/records': () => [200, list([])] });
    renderApp('/brokers');
    expect(await screen.findByRole('heading', { name: 'Corredores de seguros', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('La agencia de corredores de seguros conectada con su empleador.')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay corredores de seguros')).toBeInTheDocument();
  });

  it('the figures: month, withheld cells and money in Spanish', () => {
    render(
      <MantineProvider>
        <MetricsSummary row={row} />
      </MantineProvider>,
    );
    expect(periodLine(row)).toBe('Cifras de octubre de 2026, publicadas cuando terminó el mes.');
    const chats = screen.getByRole('group', { name: 'Conversaciones' });
    expect(chats).toHaveTextContent('<11');
    expect(chats).toHaveTextContent('Menos de 11');
    expect(screen.getByRole('group', { name: 'Citas realizadas' })).toHaveTextContent('ReservadoPara proteger la privacidad');
    expect(screen.getByRole('group', { name: 'Ahorros (USD)' })).toHaveTextContent('$4,321');
    expect(money(12345)).toBe('$12,345');
    expect(firstFiguresText(new Date('2026-11-27T12:00:00Z'))).toContain('Las cifras de noviembre aparecerán aquí el 1 de diciembre de 2026.');
    expect(withheldText('<11', false)).toBe('Muy pocas personas para mostrarlo');
    expect(kindsOf(row).map((k) => [k.label, k.text])).toEqual([
      ['Revisiones de facturas', '15'],
      ['Reclamos negados', 'Reservado para proteger a un grupo pequeño'],
    ]);
  });

  it('the roster import asks for the missing columns in Spanish', () => {
    const errors = validateMapping({ first_name: 'A', last_name: '', name: '', email: '', employee_id: 'A', dob: '', eligibility_start: '', eligibility_end: '' });
    expect(errors.email).toBe('Elija la columna con el correo electrónico de trabajo.');
    expect(errors.employee_id).toBe('"A" ya está elegida para nombre.');
  });
});
