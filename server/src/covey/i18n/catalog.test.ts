/**
 * The guard: every server message id exists in every language with the same ICU arguments (parsed
 * with FormatJS's parser), every message parses, and the product's English sentences the code
 * throws are recognised (so they reach Spanish readers translated).
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from './catalog-en.js';
import { CATALOGS, LOCALES, t } from './t.js';

/** `name:type` of every argument, including those nested in plurals and selects */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      argumentsOf(el.children, out);
      continue;
    }
    out.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
  }
  return out;
}

describe('message catalogs', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English ids, each with the same arguments', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en)) {
      const theirs = catalog[id as keyof typeof en];
      expect(theirs, id).toBeTruthy();
      expect([...argumentsOf(parse(theirs))].sort(), id).toEqual([...argumentsOf(parse(english))].sort());
    }
  });

  it('every message formats in every language', () => {
    for (const locale of LOCALES) {
      for (const id of Object.keys(en) as (keyof typeof en)[]) {
        const values = Object.fromEntries([...argumentsOf(parse(en[id]))].map((a) => [a.split(':')[0]!, 1]));
        expect(t(locale, id, values), `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('Spanish is not a copy of English', () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((id) => CATALOGS.es[id] === en[id]);
    expect(same).toEqual([]);
  });
});
