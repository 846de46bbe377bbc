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

describe('the catalog in two parts (decision 0064)', () => {
  // a rest id: the home's, never on a signed-out screen
  const REST_ID = 'home.caregiverTitle';

  it('starts with the first part only: signed-out messages translate, a rest id shows nothing and is reported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { start, takeMissing, loadRest } = await import('./runtime');
    const { t } = await import('./i18n');
    await expect(start('es')).resolves.toBe(true);
    expect(t('login.submit')).toBe('Iniciar sesión');
    expect(t(REST_ID)).toBe('');
    expect(takeMissing()).toEqual([`es:${REST_ID}`]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(REST_ID));
    // the missing message requested the rest; it translates once that is in
    await loadRest();
    expect(t(REST_ID)).not.toBe('');
    expect(t(REST_ID)).not.toBe(REST_ID);
  });

  it('loads the rest before a signed-in screen (loadRest before start waits for the first language), then keeps both parts on a switch', async () => {
    const { start, loadRest, activateLocale, takeMissing } = await import('./runtime');
    const { t, activeLocale } = await import('./i18n');
    const rest = loadRest(); // the query layout's loader runs before main.tsx starts the language
    await expect(start('en')).resolves.toBe(true);
    await rest;
    expect(t(REST_ID)).toBe("You're here as a caregiver");
    await activateLocale('es');
    expect(activeLocale()).toBe('es');
    expect(t('login.submit')).toBe('Iniciar sesión');
    expect(t(REST_ID)).not.toBe('');
    expect(takeMissing()).toEqual([]);
  });

  it('a signed-in start requests the rest with the first part', async () => {
    const { start, loadRest, takeMissing } = await import('./runtime');
    const { t } = await import('./i18n');
    await expect(start('en', undefined, true)).resolves.toBe(true);
    await loadRest(); // already in flight: resolves when it is in
    expect(t(REST_ID)).toBe("You're here as a caregiver");
    expect(takeMissing()).toEqual([]);
  });

  it('a rest part that cannot load (removed after a deploy) rejects with the import error the chunk-reload rule knows', async () => {
    vi.doMock('./catalogs/es.json?lingui&part=rest', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/es-rest-old.js');
    });
    const { isChunkLoadError } = await import('../lib/chunk-reload');
    const { start, loadRest } = await import('./runtime');
    const { t, activeLocale } = await import('./i18n');
    await expect(start('es')).resolves.toBe(true);
    const failure = await loadRest().then(
      () => null,
      (err: unknown) => err,
    );
    // (vitest wraps a mock factory's error; the runtime passes the import's error on unchanged)
    expect(isChunkLoadError((failure as Error).cause)).toBe(true);
    // the signed-out screens keep working in the language
    expect(activeLocale()).toBe('es');
    expect(t('login.submit')).toBe('Iniciar sesión');
    vi.doUnmock('./catalogs/es.json?lingui&part=rest');
  });
});
