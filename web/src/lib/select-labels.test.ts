import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/catalogs/en.json';
import es from '../i18n/catalogs/es.json';
import { activateLocale } from '../i18n/runtime';
import { SelectValues } from './schema';
import * as labels from './select-labels';

/**
 * `plansStatusLabels` → the values of plans.status through the generated `SelectValues` map; a map for
 * one context names it first (`rosterMembersStatusLabels` → members.status)
 */
function valuesOf(name: string): readonly string[] | undefined {
  const base = name.replace(/Labels$/, '').toLowerCase();
  let found: { length: number; values: readonly string[] } | undefined;
  for (const [collection, fields] of Object.entries(SelectValues)) {
    for (const [field, values] of Object.entries(fields)) {
      const key = `${collection}${field}`.replace(/_/g, '').toLowerCase();
      if (base.endsWith(key) && (!found || key.length > found.length)) found = { length: key.length, values };
    }
  }
  return found?.values;
}

describe('select labels', () => {
  const maps = Object.entries(labels).filter(([name]) => name.endsWith('Labels')) as [string, Record<string, string>][];

  it('each map names one select field of the schema and only its values', () => {
    expect(maps.length).toBeGreaterThan(15);
    for (const [name, map] of maps) {
      const values = valuesOf(name);
      expect(values, name).toBeDefined();
      for (const key of Object.keys(map)) expect(values, `${name}.${key}`).toContain(key);
    }
  });

  it('gives Select options in the order of the words', () => {
    expect(labels.selectOptions(labels.tasksPriorityLabels)).toEqual([
      { value: 'low', label: 'Low' },
      { value: 'normal', label: 'Normal' },
      { value: 'high', label: 'High' },
      { value: 'urgent', label: 'Urgent' },
    ]);
  });

  it('has every label in every language (a select value added in a migration needs both catalogs)', () => {
    const catalogs: Record<string, Record<string, string>> = { en, es };
    const listed = new Set(Object.values(labels.LABEL_MAPS));
    for (const [name, map] of maps) expect(listed.has(map), `${name} is in LABEL_MAPS`).toBe(true);
    for (const [prefix, map] of Object.entries(labels.LABEL_MAPS)) {
      for (const value of Object.keys(map)) {
        const id = labels.labelId(prefix, value);
        for (const [lang, catalog] of Object.entries(catalogs)) expect(catalog[id], `${lang}: ${id}`).toBeTruthy();
        expect(map[value], id).toBe(catalogs['en']?.[id]);
      }
    }
  });

  describe('in Spanish', () => {
    afterEach(() => activateLocale('en'));

    it('reads each label in the active language, options too', async () => {
      await activateLocale('es');
      expect(labels.plansStatusLabels.proposed).toBe('Esperando respuesta');
      expect(labels.filesKindLabels.eob).toBe('Explicación de beneficios');
      expect(labels.selectOptions(labels.tasksPriorityLabels)[3]).toEqual({ value: 'urgent', label: 'Urgente' });
      await activateLocale('en');
      expect(labels.plansStatusLabels.proposed).toBe('Waiting for answer');
    });
  });
});
