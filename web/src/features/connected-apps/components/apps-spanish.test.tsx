import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { AccountApps } from './account-apps';

const list = (items: unknown[]) => ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const APP = {
  id: 'oauthclient0001',
  name: 'FitTrack',
  client_id: 'ct_fittrack',
  homepage: '',
  type: 'confidential',
  status: 'pending_review',
};

afterEach(async () => {
  getQueryClient().clear();
  await activateLocale('en');
});

describe('connected apps in Spanish', () => {
  it('shows an operator the app review in Spanish', async () => {
    stubFetch({ 'GET /api/collections/oauth_clients/records': () => [200, list([APP])] });
    await activateLocale('es');
    render(
      <MantineProvider>
        <QueryClientProvider client={getQueryClient()}>
          <AccountApps userId="operator0000001" isSuperuser />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Revisión de aplicaciones' })).toBeInTheDocument();
    expect(await screen.findByText('Sin página de inicio · confidencial')).toBeInTheDocument();
    expect(screen.getByText('Esperando revisión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar FitTrack' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspender FitTrack' })).toBeInTheDocument();
  });
});
