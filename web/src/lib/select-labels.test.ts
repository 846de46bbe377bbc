import { describe, expect, it } from 'vitest';
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
});
