import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { stubFetch } from '../../../testing/fetch-stub';
import type { ReportRecord } from '../api/report-types';
import { Attachments } from './attachments';

const report = {
  id: 'rrrrrrrrrrrrrr1',
  collectionId: 'pbc_reports',
  collectionName: 'reports',
  attachments: ['er_bill_abc123defg.pdf', 'card_0123456789.png'],
} as unknown as ReportRecord;

describe('Attachments (#29)', () => {
  it('opens each file in the in-app viewer, not the raw file URL in a new tab', async () => {
    stubFetch({ 'POST /api/files/token': () => [200, { token: 'tok' }] });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Attachments report={report} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const pdf = screen.getByRole('link', { name: 'Open er_bill.pdf' });
    expect(pdf).toHaveAttribute('href', '/file/pbc_reports/rrrrrrrrrrrrrr1/er_bill_abc123defg.pdf');
    expect(pdf).not.toHaveAttribute('target');
    expect(await screen.findByRole('img', { name: 'Preview of card.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open card.png' })).toHaveAttribute(
      'href',
      '/file/pbc_reports/rrrrrrrrrrrrrr1/card_0123456789.png',
    );
  });
});
