import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLocaleOf, initialLocale, LOCALE_STORAGE_KEY } from './locales';

afterEach(() => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  vi.restoreAllMocks();
});

describe('choosing the first language', () => {
  it('maps tags to the app languages', () => {
    expect(appLocaleOf('es-MX')).toBe('es');
    expect(appLocaleOf('EN-us')).toBe('en');
    expect(appLocaleOf('zh')).toBeNull();
    expect(appLocaleOf(undefined)).toBeNull();
  });

  it('takes the first browser language the app speaks, else English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'es-419', 'en']);
    expect(initialLocale(undefined)).toBe('es');
    languages.mockReturnValue(['zh-CN']);
    expect(initialLocale(undefined)).toBe('en');
  });

  it('account language, then this device, then the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US', 'en-US']);
    expect(initialLocale(undefined)).toBe('es');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(initialLocale(undefined)).toBe('en');
    expect(initialLocale('es')).toBe('es');
    // a spoken language the app does not have (users.language 'vi'): this device's choice
    expect(initialLocale('vi')).toBe('en');
  });
});
