import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../../i18n/runtime';
import type { DraftInput } from '../api/report-actions';
import type { ReportRecord } from '../api/report-types';
import { reportError } from '../lib/report-errors';
import { slaState } from '../lib/sla';
import { MemberActions } from './member-actions';
import { KindSection } from './report-form-sections';
import { ReportRow } from './report-row';

const report = (over: Partial<ReportRecord>) =>
  ({
    id: 'rrrrrrrrrrrrrr1',
    collectionId: 'pbc_reports',
    collectionName: 'reports',
    title: 'Factura de marzo',
    kind: 'bill_review',
    status: 'needs_info',
    priority: 'urgent',
    amount_saved: 0,
    attachments: [],
    submitted_at: '2026-03-04 15:00:00.000Z',
    first_response_at: '',
    resolved_at: '',
    created: '2026-03-04 15:00:00.000Z',
    ...over,
  }) as unknown as ReportRecord;

function wrap(children: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function Kinds() {
  const form = useForm<DraftInput>({ mode: 'controlled', initialValues: { kind: '' } as DraftInput });
  return <KindSection form={form} />;
}

beforeEach(() => activateLocale('es'));
afterEach(() => activateLocale('en'));

describe('reports in Spanish (#31)', () => {
  it('names the kinds, the status, the date and the urgency in Spanish', () => {
    wrap(
      <ul>
        <ReportRow report={report({})} side="member" showPerson={false} />
      </ul>,
    );
    expect(screen.getByText('Necesita sus datos')).toBeInTheDocument();
    expect(screen.getByText('Urgente')).toBeInTheDocument();
    expect(screen.getByText(/Una factura parece incorrecta · enviado el 4 mar 2026/)).toBeInTheDocument();
  });

  it('asks what the report is about with the kinds in Spanish', () => {
    wrap(<Kinds />);
    expect(screen.getByText('1. ¿De qué se trata?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Me negaron un reclamo/ })).toBeInTheDocument();
    expect(screen.getByText('Su plan se negó a pagar la atención que recibió.')).toBeInTheDocument();
  });

  it('offers closing or reopening a resolved report in Spanish', () => {
    wrap(<MemberActions report={report({ status: 'resolved', resolved_at: '' })} />);
    expect(screen.getByRole('heading', { name: '¿Ya se resolvió?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a abrir el reporte' })).toBeInTheDocument();
  });

  it('words errors and the response target in Spanish, with plurals', () => {
    const gone = new ClientResponseError({ status: 404, response: { data: {} } });
    expect(reportError(gone)).toMatch(/^No encontramos este reporte/);
    const sent = { submitted_at: '2026-03-02 12:00:00.000Z', first_response_at: '' };
    expect(slaState(sent, new Date('2026-03-03 11:00:00Z')).label).toBe('La primera respuesta vence en 1 hora');
    expect(slaState(sent, new Date('2026-03-03 17:00:00Z')).label).toBe('Primera respuesta con 5 horas de atraso');
  });
});
