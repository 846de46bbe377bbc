import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { stubFetch } from '../../testing/fetch-stub';
import { activateLocale } from '../../i18n/runtime';
import type { VaultFile } from './api/files-api';
import { VaultList } from './components/vault-list';
import { fileProblem, kindLabel } from './lib/file-kinds';

const file = (over: Partial<VaultFile>) =>
  ({
    id: 'f1',
    collectionId: 'pbc_files',
    member: 'm1',
    kind: 'eob',
    title: 'EOB de marzo',
    file: 'eob_abc.pdf',
    shared_with_counselor: true,
    created: '2026-03-04 15:00:00.000Z',
    expand: { member: { id: 'm1', user: 'u1', first_name: 'Ana', last_name: 'M' } },
    ...over,
  }) as unknown as VaultFile;

beforeEach(() => activateLocale('es'));
afterEach(() => activateLocale('en'));

describe('files in Spanish (#31)', () => {
  it('lists the vault grouped by kind, with filters, badges and dates in Spanish', () => {
    stubFetch({});
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <VaultList
              files={[file({}), file({ id: 'f2', kind: 'bill', title: 'Factura', shared_with_counselor: false })]}
              userId="u1"
              staff={false}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: /Explicación de beneficios/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Factura/ })).toBeInTheDocument();
    expect(screen.getByText('Compartido')).toBeInTheDocument();
    expect(screen.getByText('Privado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveAttribute(
      'placeholder',
      'Título o archivo',
    );
    expect(screen.getAllByText(/4 mar 2026/).length).toBeGreaterThan(0);
  });

  it('words the checks before an upload in Spanish', () => {
    expect(kindLabel('insurance_card')).toBe('Tarjeta del seguro');
    expect(fileProblem({ name: 'notas.docx', size: 10, type: 'application/msword' })).toBe(
      'No se puede subir “notas.docx”: use un PDF o una foto (JPG, PNG, HEIC o WebP).',
    );
    expect(fileProblem({ name: 'vacio.png', size: 0, type: 'image/png' })).toBe(
      '“vacio.png” está vacío. Vuelva a elegir el archivo.',
    );
  });
});
