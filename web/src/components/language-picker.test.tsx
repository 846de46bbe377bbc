import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { activateLocale } from '../i18n/runtime';
import { LOCALE_STORAGE_KEY } from '../i18n/locales';
import { useT } from '../i18n/use-t';
import { LanguagePicker } from './language-picker';

function Title() {
  const t = useT();
  return <h1>{t('login.title')}</h1>;
}

afterEach(async () => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  await activateLocale('en');
});

describe('LanguagePicker', () => {
  it('switches the screen to Spanish at once, sets <html lang> and remembers the choice', async () => {
    render(
      <MantineProvider>
        <LanguagePicker />
        <Title />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(screen.getByRole('group', { name: 'Elija su idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
