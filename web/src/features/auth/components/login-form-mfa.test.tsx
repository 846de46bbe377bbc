import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { MemoryRouter } from 'react-router';
import { LoginForm } from './login-form';
import { t } from '../../../i18n/i18n';
import { maskEmail } from './mfa-step';
import { OtpSignIn, STAFF_NEEDS_PASSWORD } from './otp-sign-in';
import * as actions from '../api/auth-actions';

// the server calls, with the real helpers that read the answers (mfaIdOf, mfaSessionEnded)
vi.mock('../api/auth-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof actions>()),
  signInWithPassword: vi.fn(),
  requestOtp: vi.fn(),
  signInWithOtp: vi.fn(),
}));
vi.mock('../api/auth-methods', () => ({ useAuthMethods: () => ({ data: undefined, error: null }) }));

const answer = (status: number, response: Record<string, unknown>) => new ClientResponseError({ status, response });

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <MantineProvider>
      <MemoryRouter>
        <LoginForm onSignedIn={onSignedIn} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onSignedIn;
}

async function passwordStep() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jamie@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd-x');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.mocked(actions.signInWithPassword).mockReset().mockRejectedValue(answer(401, { mfaId: 'mfa1' }));
  vi.mocked(actions.requestOtp).mockReset().mockResolvedValueOnce('otp1').mockResolvedValueOnce('otp2');
  vi.mocked(actions.signInWithOtp).mockReset();
});

describe('the second sign-in step (staff MFA)', () => {
  it('masks the address', () => {
    expect(maskEmail('jamie@example.com')).toBe('j…@example.com');
  });

  it('sends a code after the password and signs in with it and the MFA session', async () => {
    vi.mocked(actions.signInWithOtp)
      .mockRejectedValueOnce(answer(400, { message: 'Invalid or expired OTP.', data: {} }))
      .mockResolvedValueOnce({} as never);
    const onSignedIn = renderForm();
    await passwordStep();
    expect(await screen.findByText('We sent a 6-digit code to j…@example.com. Enter it to finish signing in.')).toBeVisible();
    expect(actions.requestOtp).toHaveBeenCalledWith('jamie@example.com', 'users');

    const verify = screen.getByRole('button', { name: 'Verify and sign in' });
    await userEvent.click(verify);
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeVisible();

    const field = screen.getByRole('textbox', { name: /6-digit code/ });
    await userEvent.type(field, '000000');
    await userEvent.click(verify);
    expect(await screen.findByText('That code is not correct or has expired. Ask for a new one.')).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a new code to j…@example.com/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(verify);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(actions.signInWithOtp).toHaveBeenLastCalledWith('otp2', '123456', 'mfa1', 'users');
  }, 60_000);

  it('goes back to the password when the sign-in took too long, or on request', async () => {
    vi.mocked(actions.signInWithOtp).mockRejectedValueOnce(answer(400, { message: 'Invalid or expired MFA session.', data: {} }));
    renderForm();
    await passwordStep();
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('This sign-in took too long. Enter your password again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jamie@example.com');
  }, 60_000);

  it("an operator's second step asks the operators' collection for the code and signs in there", async () => {
    vi.mocked(actions.signInWithPassword).mockRejectedValueOnce(new actions.SecondStepNeeded('mfa9', '_superusers'));
    vi.mocked(actions.signInWithOtp).mockResolvedValueOnce({} as never);
    const onSignedIn = renderForm();
    await passwordStep();
    await screen.findByText('We sent a 6-digit code to j…@example.com. Enter it to finish signing in.');
    expect(actions.requestOtp).toHaveBeenCalledWith('jamie@example.com', '_superusers');
    await userEvent.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(actions.signInWithOtp).toHaveBeenLastCalledWith('otp1', '123456', 'mfa9', '_superusers');
  }, 60_000);

  it('a wrong password still says so, without a code step', async () => {
    vi.mocked(actions.signInWithPassword).mockRejectedValueOnce(answer(400, { message: 'Failed to authenticate.', data: {} }));
    renderForm();
    await passwordStep();
    expect(await screen.findByText('The email or password is not correct. Try again, or reset your password.')).toBeVisible();
    expect(actions.requestOtp).not.toHaveBeenCalled();
  }, 60_000);
});

describe('"Email me a code" for a staff account', () => {
  it('says the password is needed as well, instead of calling the code wrong', async () => {
    vi.mocked(actions.signInWithOtp).mockRejectedValueOnce(answer(401, { mfaId: 'mfa2' }));
    const onSignedIn = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <OtpSignIn email="jamie@example.com" onSignedIn={onSignedIn} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with code' }));
    expect(await screen.findByText(t(STAFF_NEEDS_PASSWORD))).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();
  }, 60_000);
});
