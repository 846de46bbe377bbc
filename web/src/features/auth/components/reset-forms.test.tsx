import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import * as actions from '../api/auth-actions';
import { ConfirmResetForm, RequestResetForm } from './reset-forms';
import { ResendVerification } from './verify-panel';

vi.mock('../api/auth-actions', () => ({
  requestPasswordReset: vi.fn(),
  confirmPasswordReset: vi.fn(),
  requestVerification: vi.fn(),
  confirmVerification: vi.fn(),
}));

const invalid = (field: string, code: string) =>
  new ClientResponseError({ status: 400, response: { message: 'Failed.', data: { [field]: { code, message: 'x' } } } });

function show(ui: React.ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => vi.resetAllMocks());

describe('password reset on @mantine/form and mutation hooks', () => {
  it('asks for a link and confirms without saying whether the account exists', async () => {
    vi.mocked(actions.requestPasswordReset).mockResolvedValue(true);
    show(<RequestResetForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' sam@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for sam@example.com, we sent it a link to choose a new password.')).toBeVisible();
    expect(actions.requestPasswordReset).toHaveBeenCalledWith('sam@example.com');
  });

  it('checks the new password before asking the server, and says when the link expired', async () => {
    vi.mocked(actions.confirmPasswordReset).mockRejectedValue(invalid('token', 'validation_invalid_token'));
    const onDone = vi.fn();
    show(<ConfirmResetForm token="t1" onDone={onDone} />);
    const save = screen.getByRole('button', { name: 'Save new password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.click(save);
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^New password/), '-and-long');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'other-one');
    await userEvent.click(save);
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
    expect(actions.confirmPasswordReset).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short-and-long');
    await userEvent.click(save);
    expect(await screen.findByText('This link is invalid or has expired. Ask for a new one.')).toBeVisible();
    expect(actions.confirmPasswordReset).toHaveBeenCalledWith('t1', 'short-and-long');
    expect(onDone).not.toHaveBeenCalled();
  }, 60_000);

  it('resends the confirmation link to a typed address', async () => {
    vi.mocked(actions.requestVerification).mockResolvedValue(true);
    show(<ResendVerification knownEmail={null} />);
    const send = screen.getByRole('button', { name: 'Send verification link' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(send);
    expect(await screen.findByText('A new link is on its way.')).toBeVisible();
    expect(actions.requestVerification).toHaveBeenCalledWith('sam@example.com');
  });
});
