import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n';
import { activateLocale } from '../../../i18n/runtime';
import { accountStateLabel, capacityColor, capacityLabel } from './ops-words';

afterEach(async () => {
  await activateLocale('en');
});

describe('operator words', () => {
  it('counts in words, with the number written as the language writes it', async () => {
    expect(t('ops.peopleFound', { count: 1 })).toBe('1 person found');
    expect(t('ops.peopleFound', { count: 20000 })).toBe('20,000 people found');
    await activateLocale('es');
    expect(t('ops.peopleFound', { count: 1 })).toBe('1 persona encontrada');
    expect(capacityLabel(3, 10)).toBe('3 de 10');
  });
  it('says caseload against capacity and colours a full caseload red', () => {
    expect(capacityLabel(3, 10)).toBe('3 of 10');
    expect(capacityLabel(0, 0)).toBe('No capacity set');
    expect(capacityLabel(4, 0)).toBe('4 members, no capacity set');
    expect(capacityColor(10, 10)).toBe('red');
    expect(capacityColor(8, 10)).toBe('orange');
    expect(capacityColor(2, 10)).toBe('green');
  });
  it('names the account state', () => {
    expect(accountStateLabel('suspended')).toMatch(/cannot sign in/);
    expect(accountStateLabel('active')).toMatch(/can sign in/);
  });
});
