import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { activateLocale } from '../i18n/runtime';
import { mailSentence } from '../lib/mail-outcome';
import { scopeWords } from '../lib/oauth-scope-words';
import { QueryState } from './query-state';
import { ShareLink } from './share-link';
import { ViewOnlyNote } from './view-only-note';
import { PasswordField } from './password-field';

afterEach(async () => {
  await activateLocale('en');
});

describe('shared components in Spanish', () => {
  it('speak Spanish: errors, links, view-only notes and the password toggle', async () => {
    await activateLocale('es');
    render(
      <MantineProvider>
        <QueryState isPending={false} errorMessage="x" onRetry={() => undefined}>
          {null}
        </QueryState>
        <ShareLink link="https://example.test/i/abc" />
        <ViewOnlyNote name="Alex" />
        <PasswordField label="Contraseña" />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar esto');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enlace de invitación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Alex comparte esto con usted');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('builds the mail and scope sentences in Spanish', async () => {
    await activateLocale('es');
    expect(mailSentence('sent', 'ana@example.test', 'una invitación')).toBe(
      'Enviamos una invitación por correo electrónico a ana@example.test.',
    );
    expect(mailSentence('not_requested', 'ana@example.test', 'x')).toContain('Copie el enlace de abajo');
    expect(scopeWords('appointments:read')).toBe('Ver sus citas');
    expect(scopeWords('unknown:scope')).toBe('unknown:scope');
  });
});
