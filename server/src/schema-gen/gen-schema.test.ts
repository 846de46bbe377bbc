import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generateSchemaModule, staleMessage } from './gen-schema.js';

describe('gen:schema', () => {
  it('the committed module is what the migrations give (else `npm run gen:schema`)', async () => {
    const expected = await generateSchemaModule();
    expect(staleMessage(await readFile(SCHEMA_FILE, 'utf8'), expected)).toBeNull();
    expect(expected).toContain(
      "export const membersStatusValues = ['invited', 'onboarding', 'pending', 'active', 'inactive'] as const;",
    );
    expect(expected).toMatch(/\/\*\* → circles, required \*\/\n {2}circle: RecordIdString;/);
  });

  it('the check names the fix when the module is stale or missing', () => {
    expect(staleMessage('old', 'new')).toMatch(/stale.*npm run gen:schema/);
    expect(staleMessage(null, 'new')).toMatch(/missing.*npm run gen:schema/);
  });
});
