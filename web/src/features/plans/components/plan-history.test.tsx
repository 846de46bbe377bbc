import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { activateLocale } from '../../../i18n/runtime';
import { PlanHistory } from './plan-history';

const rows = [
  {
    id: 'a',
    created: '2026-03-04 15:00:00.000Z',
    actor_name: 'Ana',
    summary: 'Created the plan “New baby”',
    data: { summary_msg: { id: 'plan_created', values: { title: 'New baby' } } },
  },
  {
    id: 'b',
    created: '2026-03-05 15:00:00.000Z',
    actor_name: 'Ana',
    summary: 'Moved the task “Call” from To do to Waiting',
    data: {
      summary_msg: { id: 'task_status', values: { change: 'moved', title: 'Call', from: 'todo', to: 'waiting' } },
    },
  },
  {
    id: 'c',
    created: '2026-03-06 15:00:00.000Z',
    actor_name: 'Casey',
    summary: 'Commented on the plan “New baby”',
    data: {},
  },
];
vi.mock('../api/comments', () => ({
  usePlanHistory: () => ({ data: rows, isPending: false, error: null, refetch: vi.fn() }),
}));

afterEach(() => activateLocale('en'));

const line = (name: string) => screen.getByText(name, { selector: 'strong' }).parentElement?.textContent;

describe('PlanHistory words each row in the reader’s language (#31)', () => {
  it('Spanish: the sentence follows the actor’s name; an older row keeps its stored summary', async () => {
    await activateLocale('es');
    render(
      <MantineProvider>
        <PlanHistory planId="p1" taskIds={['t1']} />
      </MantineProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(items).toEqual([
      'Ana creó el plan «New baby»',
      'Ana cambió la tarea «Call» de Por hacer a En espera',
      'Casey commented on the plan “New baby”',
    ]);
  });
  it('English: as before', () => {
    render(
      <MantineProvider>
        <PlanHistory planId="p1" taskIds={['t1']} />
      </MantineProvider>,
    );
    expect(line('Casey')).toBe('Casey commented on the plan “New baby”');
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toContain(
      'Ana created the plan “New baby”',
    );
  });
});
