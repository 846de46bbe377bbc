import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';

const list = (items: unknown[]) => ({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const PLAN = 'plan00000000001';
const plan = {
  id: PLAN,
  member: 'member000000001',
  title: 'Preparar la cirugía',
  goal: '<p>Sin sorpresas</p>',
  category: 'procedure',
  status: 'proposed',
  progress: 0,
  created_by: 'counselor000001',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-01 10:00:00.000Z',
  // another person's plan (a caregiver's view): it says whose it is
  expand: { member: { id: 'member000000001', first_name: 'Alex', last_name: 'Rivera', user: 'someoneelse0001' } },
};
const task = {
  id: 'task00000000001',
  member: 'member000000001',
  plan: PLAN,
  title: 'Llamar a la aseguradora',
  status: 'todo',
  priority: 'high',
  category: 'call',
  due: '2020-03-04 12:00:00.000Z',
  created: '2026-03-01 10:00:00.000Z',
  expand: { member: plan.expand.member, plan: { id: PLAN, title: plan.title } },
};

beforeEach(async () => {
  await activateLocale('es');
  signInAs(userRecord({ role: 'member' }));
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('/plans and /tasks in Spanish', () => {
  // the plan's detail in Spanish (its comment box) is checked in a real browser: e2e/tests/spanish-area2.spec.ts
  it('the plans list: groups, whose plan, status and the answer buttons in Spanish', async () => {
    stubFetch({
      'GET /api/collections/plans/records': () => [200, list([plan])],
      'GET /api/collections/members/records': () => [200, list([])],
    });
    renderApp('/plans');
    expect(await screen.findByRole('heading', { name: 'Planes', level: 1 })).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Esperando su respuesta' });
    expect(within(waiting).getByText('Para Alex Rivera')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Revisar y aceptar Preparar la cirugía' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Rechazar Preparar la cirugía' })).toBeInTheDocument();
  });

  it('the tasks list: tabs, filters, due date and whose task in Spanish', async () => {
    stubFetch({ 'GET /api/collections/tasks/records': () => [200, list([task])] });
    renderApp('/tasks');
    expect(await screen.findByRole('heading', { name: 'Tareas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Para mi familia' })).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Marcar como hecha la tarea de Alex “Llamar a la aseguradora”' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Vence el 4 mar 2020$/)).toBeInTheDocument();
    expect(screen.getByText('Plan: Preparar la cirugía')).toBeInTheDocument();
  });
});
