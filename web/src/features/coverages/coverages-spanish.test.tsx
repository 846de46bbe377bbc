import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../i18n/runtime';
import type { CoverageRecord } from './api/coverage-actions';
import { DigitalCard } from './components/coverage-card';
import { coverageRules, type CoverageValues } from './lib/coverage-form-values';
import { coverageTypeLabel } from './lib/coverage-types';

const coverage = {
  id: 'c1',
  collectionId: 'pbc_coverages',
  member: 'm1',
  carrier: 'Aetna',
  plan_name: 'PPO 500',
  type: 'dental',
  member_id: 'W123',
  group_number: 'G9',
  primary: true,
  verified: true,
  card_front: '',
  card_back: '',
} as unknown as CoverageRecord;

beforeEach(() => activateLocale('es'));
afterEach(() => activateLocale('en'));

describe('coverages in Spanish (#31)', () => {
  it('shows the digital insurance card in Spanish', () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <DigitalCard coverage={coverage} forName="Ana" />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Tarjeta del seguro de Ana' })).toBeInTheDocument();
    expect(screen.getByText('Dental')).toBeInTheDocument();
    expect(screen.getByText('Principal')).toBeInTheDocument();
    expect(screen.getByText('Número de identificación de miembro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar otra tarjeta' })).toBeInTheDocument();
  });

  it('words the form rules and types in Spanish', () => {
    const rules = coverageRules(false, null);
    const values = { source: 'other', front: null } as unknown as CoverageValues;
    expect(rules.carrier('', values)).toBe('Escriba la compañía de seguros.');
    expect(rules.deductibleMet(-1)).toBe('Escriba un monto de $0 o más.');
    expect(coverageTypeLabel('vision')).toBe('De la vista');
  });
});
