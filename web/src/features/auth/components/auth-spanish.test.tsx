import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale } from '../../../i18n/runtime';
import { ConfirmResetForm, RequestResetForm } from './reset-forms';
import { ResendVerification } from './verify-panel';
import { OtpSignIn } from './otp-sign-in';

vi.mock('../api/auth-actions', () => ({
  requestPasswordReset: vi.fn(() => Promise.resolve()),
  confirmPasswordReset: vi.fn(),
  requestVerification: vi.fn(),
  confirmVerification: vi.fn(),
  requestOtp: vi.fn(),
  signInWithOtp: vi.fn(),
  mfaIdOf: vi.fn(() => null),
}));

function show(ui: React.ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(async () => {
  await activateLocale('es');
});
afterEach(async () => {
  await activateLocale('en');
});

describe('the auth forms in Spanish', () => {
  it('asks for a reset link and confirms it in Spanish', async () => {
    show(<RequestResetForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace para restablecerla' }));
    expect(await screen.findByText('Revise su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText(/Si existe una cuenta con ana@example\.com/)).toBeInTheDocument();
  });

  it('checks the new password in Spanish', async () => {
    show(<ConfirmResetForm token="t" onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/^Contraseña nueva/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
    expect(await screen.findByText(/Use al menos \d+ caracteres\./)).toBeInTheDocument();
  });

  it('offers the verification link and the email code in Spanish', () => {
    show(
      <>
        <ResendVerification knownEmail={null} />
        <OtpSignIn email="" onSignedIn={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Enviar el enlace de confirmación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviarme un código por correo electrónico' })).toBeInTheDocument();
  });
});
