import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { MetricsRecord } from '../api/org-types';
import { MetricsSummary, periodLine } from './metrics-tab';

const row = {
  id: 'm1', collectionId: 'c', collectionName: 'metrics', created: '', updated: '', employer: 'e1', broker: '',
  period_start: '2026-10-01 00:00:00.000Z', period_end: '2026-10-31 23:59:59.999Z', suppressed: false,
  data: { enrolled: 80, activated: 40, active_30d: 31, chats: '<11', appointments_completed: 'hidden', reports_resolved: 12, savings_usd: 4321, csat: 4.6 },
} as MetricsRecord;

describe('MetricsSummary', () => {
  it('names the closed month the figures are for', () => {
    expect(periodLine(row)).toBe('Figures for October 2026, published when the month closed.');
  });

  it('shows a small count as "<11" and a held-back figure as such, each with its reason', () => {
    render(
      <MantineProvider>
        <MetricsSummary row={row} />
      </MantineProvider>,
    );
    const chats = screen.getByRole('group', { name: 'Chats' });
    expect(chats).toHaveTextContent('<11');
    expect(chats).toHaveTextContent('Fewer than 11');
    const appts = screen.getByRole('group', { name: 'Appointments completed' });
    expect(appts).toHaveTextContent('Held back');
    expect(appts).toHaveTextContent('To protect privacy');
    expect(screen.getByRole('group', { name: 'Savings (USD)' })).toHaveTextContent('$4,321');
    expect(screen.getByRole('group', { name: 'Enrolled' })).not.toHaveTextContent('Held back');
  });
});
