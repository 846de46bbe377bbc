/**
 * The product sentences these files throw are in the English catalog, so Spanish readers get them
 * translated (localize-error.ts matches the English text): rewording one in the code without the
 * catalog fails here instead of silently reaching Spanish readers in English. Sentences built from
 * an English phrase (`${hours(…)}`) are checked by localize-error.test.ts instead.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recognise } from './localize-error.js';

const FILES = [
  'circles/routes/invites.ts',
  'scheduling/hooks/appointments.ts',
  'scheduling/routes/slots.ts',
  'scheduling/routes/appointment-ics.ts',
  'assistant/routes/assistant.ts',
];

/** plain string literals passed as a message: `new ApiError(400, '…'`, `reject(e, 'field', '…'`, `bad('field', '…'` */
function thrownSentences(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /new ApiError\(\s*\d{3},\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g,
    /reject\(\s*e,\s*[^,]+,\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g,
    /\bbad\(\s*'[^']+',\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g,
    /^const (?:INVALID|NOT_FOUND) = (['"])((?:(?!\1)[^\\]|\\.)+)\1/gm,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push((m[2] ?? '').replace(/\\(.)/g, '$1'));
  return out;
}

describe('thrown product sentences are in the catalog', () => {
  it.each(FILES)('%s', (file) => {
    const source = readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
    const sentences = thrownSentences(source);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.filter((s) => !recognise(s))).toEqual([]);
  });
});
