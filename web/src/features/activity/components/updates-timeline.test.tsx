import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../../i18n/runtime';
import { UpdatesTimeline } from './updates-timeline';

const base = { created: '2026-03-04 15:00:00.000Z', actor_name: 'Casey', member: 'm1', visibility: 'member' };
const rows = [
  {
    ...base,
    id: 'a',
    target_collection: 'tasks',
    target_id: 't1',
    summary: 'Added the task “Call”',
    data: { summary_msg: { id: 'task_added', values: { title: 'Call' } } },
  },
  {
    ...base,
    id: 'b',
    target_collection: 'members',
    target_id: 'm1',
    summary: 'Covey support viewed your account for up to 15 minutes. Reason: Billing help',
    data: { summary_msg: { id: 'support_viewed', values: { minutes: 15, reason: 'Billing help' } } },
  },
  { ...base, id: 'c', target_collection: 'circles', target_id: 'c1', summary: 'Invited Sam to view: plans', data: {} },
  {
    ...base,
    id: 'd',
    target_collection: 'members',
    target_id: 'm1',
    summary: 'Not a known kind',
    data: { summary_msg: { id: 'made_up', values: {} } },
  },
];
vi.mock('../api/activity', () => ({
  useActivityLive: () => undefined,
  useUpdates: () => ({ data: rows, isPending: false, error: null, refetch: vi.fn() }),
}));

afterEach(() => activateLocale('en'));

const view = () =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <UpdatesTimeline />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('UpdatesTimeline words each row in the reader’s language (#31)', () => {
  it('Spanish: known kinds in Spanish (the link too); older rows and unknown keys keep the stored summary', async () => {
    await activateLocale('es');
    view();
    expect(screen.getByRole('link', { name: 'Agregó la tarea «Call»' })).toBeInTheDocument();
    expect(
      screen.getByText('El equipo de soporte de Covey vio su cuenta por hasta 15 minutos. Motivo: Billing help'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invited Sam to view: plans')).toBeInTheDocument();
    expect(screen.getByText('Not a known kind')).toBeInTheDocument();
  });
  it('English: the stored summaries, as before', () => {
    view();
    expect(screen.getByRole('link', { name: 'Added the task “Call”' })).toBeInTheDocument();
    expect(
      screen.getByText('Covey support viewed your account for up to 15 minutes. Reason: Billing help'),
    ).toBeInTheDocument();
  });
});
