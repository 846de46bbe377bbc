import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { LoginForm } from './login-form';

// the sign-in calls (and the SDK client behind them) are not on the first load of /login: when their chunk
// cannot be fetched (offline), the form says so instead of failing silently
vi.mock('../api/auth-actions', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('LoginForm without its sign-in calls', () => {
  it('tells the person the server could not be reached, and the form stays usable', async () => {
    const onSignedIn = vi.fn();
    render(
      <MantineProvider>
        <LoginForm onSignedIn={onSignedIn} />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd-x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
