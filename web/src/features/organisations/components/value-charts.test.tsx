import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { MetricsRecord } from '../api/org-types';
import ValueCharts from './value-charts';

const row = (month: string, data: Record<string, unknown>) =>
  ({ id: month, employer: 'e1', broker: '', period_start: `2026-${month}-01 00:00:00.000Z`, period_end: '', suppressed: false, data }) as unknown as MetricsRecord;

const rows = [
  row('09', { active_30d: 31, savings_usd: '<11', csat: 4.5, appointments_completed: 14, reply_hours: 3.2 }),
  row('10', { active_30d: 34, savings_usd: 930, csat: '<11', appointments_completed: 'hidden', reply_hours: 2.5, report_kinds: { bill_review: 12, find_care: '<11' } }),
];

describe('ValueCharts', () => {
  it('gives each chart a title and a table of its figures, with withheld months in words', () => {
    render(
      <MantineProvider>
        <ValueCharts rows={rows} />
      </MantineProvider>,
    );
    const savings = screen.getByRole('region', { name: 'Savings delivered' });
    expect(savings).toHaveTextContent('At least $930 in the 2 months shown');
    const table = within(savings).getByRole('table', { name: 'Savings delivered' });
    expect(within(table).getByRole('row', { name: /Sep 2026/ })).toHaveTextContent('Too few people to show');
    expect(within(table).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('$930');
    const appts = screen.getByRole('region', { name: 'Appointments held' });
    expect(within(appts).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('Held back to protect a small group');
    const kinds = screen.getByRole('region', { name: 'What members asked for help with' });
    expect(within(kinds).getByRole('row', { name: /Finding care/ })).toHaveTextContent('Too few people to show');
    expect(within(screen.getByRole('region', { name: 'Response time' })).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('2.5 h');
  });

  it('shows a table on request, with the button saying so', () => {
    render(
      <MantineProvider>
        <ValueCharts rows={rows} />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Show the table: Satisfaction' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Hide the table: Satisfaction' })).toHaveAttribute('aria-expanded', 'true');
  });
});
