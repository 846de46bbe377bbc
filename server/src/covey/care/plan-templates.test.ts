import { describe, expect, it } from 'vitest';
import { PLAN_TEMPLATES, daysFrom, findTemplate, templateIn } from './plan-templates.js';
import { en, type MessageId } from '../i18n/catalog-en.js';

describe('plan templates', () => {
  it('has the four named templates, each with tasks that have a title, category and relative due date', () => {
    expect(PLAN_TEMPLATES.map((t) => t.title)).toEqual(expect.arrayContaining(['Prepare for surgery', 'New baby', 'Open enrollment', 'Understand my HDHP']));
    expect(new Set(PLAN_TEMPLATES.map((t) => t.id)).size).toBe(PLAN_TEMPLATES.length);
    for (const t of PLAN_TEMPLATES) {
      expect(t.tasks.length).toBeGreaterThanOrEqual(3);
      for (const task of t.tasks) {
        expect(task.title).not.toBe('');
        expect(task.category).not.toBe('');
        expect(task.dueInDays).toBeGreaterThan(0);
      }
    }
  });
  it('finds a template by id or title and counts due dates from a day', () => {
    expect(findTemplate('new_baby')?.title).toBe('New baby');
    expect(findTemplate('Understand my HDHP')?.id).toBe('understand_hdhp');
    expect(findTemplate('')).toBeUndefined();
    expect(findTemplate('nope')).toBeUndefined();
    expect(daysFrom(new Date('2026-01-30T10:00:00Z'), 3)).toBe('2026-02-02 17:00:00.000Z');
  });
  it('is worded in Spanish from the catalogs, and the English catalog entries are the data’s own words', () => {
    for (const template of PLAN_TEMPLATES) {
      const ids = Object.keys(en).filter((id) => id.startsWith(`template.${template.id}.`));
      const words = (x: typeof template) => [x.title, x.goal, ...x.tasks.flatMap((task) => [task.title, ...(task.checklist ?? [])])];
      expect(ids.map((id) => en[id as MessageId]).sort()).toEqual(words(template).sort());
      const es = templateIn(template, 'es');
      expect(es).toMatchObject({ id: template.id, category: template.category, targetInDays: template.targetInDays });
      expect(es.tasks.map((task) => [task.category, task.dueInDays, task.checklist?.length])).toEqual(template.tasks.map((task) => [task.category, task.dueInDays, task.checklist?.length]));
      // every word translated (none falls back to English)
      for (const [i, word] of words(es).entries()) expect(word, `${template.id} ${i}`).not.toBe(words(template)[i]);
    }
    expect(templateIn(findTemplate('prepare_for_surgery')!, 'es').tasks[0]).toMatchObject({
      title: 'Averiguar si el procedimiento necesita autorización previa',
      checklist: ['Llame al número de su tarjeta del seguro', 'Anote el número de referencia'],
    });
    expect(templateIn(findTemplate('new_baby')!, 'en')).toBe(findTemplate('new_baby'));
  });
});
