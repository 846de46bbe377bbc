/** The start-up of the app's language (decision 0062): no message id on screen, no runtime → catalog waterfall. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// a fresh i18n state per test: the shared setup has already activated English in the modules it loaded
beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('t before a catalog is in', () => {
  it('shows nothing rather than the message id, and reports the call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { t } = await import('./i18n');
    expect(t('login.submit')).toBe('');
    expect(error).toHaveBeenCalledWith(expect.any(String), 'login.submit');
  });
});

describe('startI18n', () => {
  it('starts in the account language and translates once it resolves', async () => {
    const { t, startI18n, activeLocale } = await import('./i18n');
    await expect(startI18n('es')).resolves.toBe(true);
    expect(activeLocale()).toBe('es');
    expect(t('login.submit')).toBe('Iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
  });

  it('takes a catalog already requested instead of loading it again', async () => {
    const { start } = await import('./runtime');
    const { t } = await import('./i18n');
    const requested = Promise.resolve({ messages: { 'login.submit': ['Given'] } });
    await expect(start('es', requested)).resolves.toBe(true);
    expect(t('login.submit')).toBe('Given');
  });

  it('falls back to English when the first language cannot load', async () => {
    const { start } = await import('./runtime');
    const { t, activeLocale } = await import('./i18n');
    await expect(start('es', Promise.reject(new Error('offline')))).resolves.toBe(true);
    expect(activeLocale()).toBe('en');
    expect(t('login.submit')).toBe('Sign in');
  });
});
