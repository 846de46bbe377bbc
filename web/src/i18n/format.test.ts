import { afterEach, describe, expect, it } from 'vitest';
import { formatDayLong } from '../lib/format-date';
import { t } from './i18n';
import { activateLocale } from './runtime';
import { formatMoney, formatNumber, formatTime } from './format';

// Intl writes a narrow no-break space before AM/PM: compare with plain spaces
const plain = (s: string) => s.replace(/\s/g, ' ');
const at = new Date('2026-03-04T20:05:00Z');

afterEach(async () => {
  await activateLocale('en');
});

describe('formatting in the active language', () => {
  it('English: numbers, US dollars, times in the member zone, long dates', async () => {
    await activateLocale('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(40, 0)).toBe('$40');
    expect(plain(formatTime(at, 'America/Chicago'))).toBe('2:05 PM');
    expect(formatDayLong('2026-03-04 18:00:00.000Z')).toBe('March 4, 2026');
  });

  it('Spanish (US): the same values as a US Spanish reader writes them, the zone unchanged', async () => {
    await activateLocale('es');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(plain(formatTime(at, 'America/Chicago'))).toBe('2:05 p.m.');
    expect(formatDayLong('2026-03-04 18:00:00.000Z')).toBe('4 de marzo de 2026');
  });
});

describe('plurals (ICU)', () => {
  it('English one/other', async () => {
    await activateLocale('en');
    expect(t('validation.passwordLength', { min: 1 })).toBe('Use at least 1 character.');
    expect(t('validation.passwordLength', { min: 8 })).toBe('Use at least 8 characters.');
  });

  it('Spanish one/other', async () => {
    await activateLocale('es');
    expect(t('validation.passwordLength', { min: 1 })).toBe('Use al menos 1 carácter.');
    expect(t('validation.passwordLength', { min: 8 })).toBe('Use al menos 8 caracteres.');
  });

  it('arguments are filled in both languages', async () => {
    await activateLocale('es');
    expect(t('account.localeSaved', { zone: 'America/Chicago' })).toBe('Guardado. Las fechas se muestran en America/Chicago.');
  });
});
