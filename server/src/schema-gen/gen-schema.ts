/**
 * `npm run gen:schema`: writes server/src/generated/schema.ts from the migrations.
 * `npm run gen:schema:check`: exits 1 when that file differs from what the migrations give (decision 0040).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { readMigratedSchema } from './read-schema.js';
import { renderSchema } from './render-schema.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../generated/schema.ts', import.meta.url));

/** the module's text as the current migrations give it, formatted like the rest of the code */
export async function generateSchemaModule(): Promise<string> {
  const text = renderSchema(await readMigratedSchema());
  const options = (await resolveConfig(SCHEMA_FILE)) ?? {};
  return format(text, { ...options, parser: 'typescript' });
}

/** null when `current` is what the migrations give, else a message naming the fix */
export function staleMessage(current: string | null, expected: string): string | null {
  if (current === expected) return null;
  return current === null
    ? 'server/src/generated/schema.ts is missing: run `npm run gen:schema` and commit it.'
    : 'server/src/generated/schema.ts is stale (the migrations changed since it was generated): run `npm run gen:schema` and commit it.';
}

async function main(args: string[]): Promise<number> {
  const expected = await generateSchemaModule();
  if (args.includes('--check')) {
    const current = await readFile(SCHEMA_FILE, 'utf8').catch(() => null);
    const message = staleMessage(current, expected);
    if (message) {
      console.error(message);
      return 1;
    }
    console.log('server/src/generated/schema.ts matches the migrations.');
    return 0;
  }
  await writeFile(SCHEMA_FILE, expected);
  console.log('wrote server/src/generated/schema.ts');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
