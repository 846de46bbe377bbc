import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { activateLocale } from '../i18n/runtime';
import { followDayjsLocale, formatDateLL, fromNow } from './dayjs-locale';

afterEach(async () => {
  await activateLocale('en');
  await followDayjsLocale();
});

describe('dayjs in the active language', () => {
  it('speaks English by default', async () => {
    await followDayjsLocale();
    expect(fromNow(dayjs().subtract(3, 'day').toDate())).toBe('3 days ago');
    expect(formatDateLL(new Date(2026, 2, 4))).toBe('March 4, 2026');
  });

  it('loads Spanish on demand and follows a switch back to English', async () => {
    await activateLocale('es');
    await followDayjsLocale();
    expect(dayjs.locale()).toBe('es');
    expect(fromNow(dayjs().subtract(3, 'day').toDate())).toBe('hace 3 días');
    expect(formatDateLL(new Date(2026, 2, 4))).toBe('4 de marzo de 2026');
    await activateLocale('en');
    await followDayjsLocale();
    expect(fromNow(dayjs().subtract(3, 'day').toDate())).toBe('3 days ago');
  });
});
