import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../../i18n/runtime';
import { CircleDetail } from './circle-detail';

const ok = <T,>(data: T) => ({ data, isPending: false, error: null, refetch: vi.fn() });
const circle = {
  id: 'c1',
  owner: 'u1',
  member: 'm1',
  name: 'Family',
  expand: { member: { first_name: 'Ana', last_name: 'Ruiz' } },
};
const base = { created: '2026-03-04 15:00:00.000Z', actor_name: 'Sam' };
const rows = [
  {
    ...base,
    id: 'a',
    summary: 'Sam viewed the shared information',
    data: { summary_msg: { id: 'circle_viewed', values: { name: 'Sam', known: 'yes' } } },
  },
  {
    ...base,
    id: 'b',
    summary: 'A circle member left the circle',
    data: { summary_msg: { id: 'circle_left', values: { name: '', known: 'no' } } },
  },
  { ...base, id: 'c', summary: 'Sam can now see plans and tasks', data: {} },
  {
    ...base,
    id: 'd',
    summary: 'Sam can now see and manage plans and tasks and files and documents until 2026-09-30',
    data: {
      summary_msg: {
        id: 'circle_access_changed',
        values: {
          name: 'Sam',
          known: 'yes',
          access: 'manage',
          scopes: 'plans,files',
          limited: 'yes',
          until: '2026-09-30',
        },
      },
    },
  },
];
vi.mock('../api/circles', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCircle: () => ok(circle),
  useMyRows: () => ok([]),
  useCircleRows: () => ok([]),
  useCircleInvites: () => ok([]),
  useCircleActivity: () => ok(rows),
}));
vi.mock('../api/use-circle-live', () => ({ useCircleLive: () => undefined }));

afterEach(() => activateLocale('en'));

const view = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CircleDetail id="c1" userId="u1" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[0]);

describe('a circle’s activity in the reader’s language (#31)', () => {
  it('Spanish: known kinds in Spanish (a person without a name too); an older row keeps its stored summary', async () => {
    await activateLocale('es');
    view();
    expect(lines()).toEqual([
      'Sam: Sam vio la información compartida',
      'Sam: Un miembro del círculo salió del círculo',
      'Sam: Sam can now see plans and tasks',
      'Sam: Sam ahora puede ver y administrar: planes y tareas y archivos hasta el 2026-09-30',
    ]);
  });
  it('English: the stored summaries, as before', () => {
    view();
    expect(lines()).toEqual([
      'Sam: Sam viewed the shared information',
      'Sam: A circle member left the circle',
      'Sam: Sam can now see plans and tasks',
      'Sam: Sam can now see and manage plans and tasks and files and documents until 2026-09-30',
    ]);
  });
});
