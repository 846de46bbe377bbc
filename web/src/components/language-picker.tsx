import { Button, Group } from '@mantine/core';
import { activateLocale } from '../i18n/runtime';
import { APP_LOCALES, LOCALE_STORAGE_KEY, type AppLocale } from '../i18n/locales';
import { useLocale, useT } from '../i18n/use-t';

/** names written in the language itself */
const LOCALE_NAMES: Record<AppLocale, string> = { en: 'English', es: 'Español' };

/** remembered on this device for the next visit (signed out) */
function rememberLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts this visit
  }
}

/**
 * English / Español on the signed-out screens (decision 0057): switches at once, without a reload, and is
 * remembered on this device; sign-up stores it on the new account. Loaded lazily (not on the first load of /login).
 */
export function LanguagePicker() {
  const t = useT();
  const active = useLocale();
  const choose = (locale: AppLocale) => {
    rememberLocale(locale);
    void activateLocale(locale);
  };
  return (
    <Group gap={4} justify="center" role="group" aria-label={t('language.pickerLabel')}>
      {APP_LOCALES.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={active === locale ? 'light' : 'subtle'}
          aria-pressed={active === locale}
          lang={locale}
          onClick={() => choose(locale)}
        >
          {LOCALE_NAMES[locale]}
        </Button>
      ))}
    </Group>
  );
}
