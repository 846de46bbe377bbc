/**
 * Renders the generated schema module (server/src/generated/schema.ts) from collections: one
 * `<Name>Record` type per collection, select values as `as const` arrays with their unions, and
 * relation targets, in the shape of pocketbase-typegen (decision 0040). Pure: the same collections
 * always give the same text.
 */
import type { Collection } from '../core/collections/collection.js';
import type { FieldDef } from '../core/fields/field.js';

const GENERATED_HEADER = `/* eslint-disable max-lines -- generated: one file describes the whole schema */
/**
 * GENERATED from server/src/migrations by \`npm run gen:schema\`: do not edit by hand.
 * \`npm run gen:schema:check\` (part of \`npm test\`) fails when this file is stale (decision 0040).
 *
 * Types and small constants only (no imports), so the web imports it too (web/src/lib/schema.ts).
 * A \`<Name>Record\` holds every field as the store keeps it: empty text, dates, single relations and
 * single files are '', an empty optional select is '', multi-value fields are arrays. Hidden fields
 * (never in API responses) are only on \`<Name>StoredRecord\`.
 */
`;

/** `circle_members` → `CircleMembers`, `_superusers` → `Superusers`, `emailVisibility` → `EmailVisibility` */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}

const camel = (name: string) => {
  const p = pascal(name);
  return p[0]!.toLowerCase() + p.slice(1);
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const isMulti = (f: FieldDef) => typeof f['maxSelect'] === 'number' && f['maxSelect'] > 1;
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (s: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) ? s : quote(s));

/** names of the select-values const and its union type */
const selectNames = (collection: string, field: string) => ({
  values: `${camel(collection)}${pascal(field)}Values`,
  union: `${pascal(collection)}${pascal(field)}`,
});

function fieldType(c: Collection, f: FieldDef): string {
  const multi = isMulti(f);
  switch (f.type) {
    case 'text':
      return f.name === 'id' ? 'RecordIdString' : 'string';
    case 'email':
    case 'url':
    case 'editor':
      return 'string';
    case 'number':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'date':
    case 'autodate':
      return 'IsoDateString';
    case 'select': {
      const { union } = selectNames(c.name, f.name);
      if (multi) return `${union}[]`;
      return f['required'] === true ? union : `${union} | ''`;
    }
    case 'relation':
      return multi ? 'RecordIdString[]' : 'RecordIdString';
    case 'file':
      return multi ? 'string[]' : 'string';
    case 'geoPoint':
      return '{ lon: number; lat: number }';
    case 'password':
      return '{ hash: string; plain?: string }';
    default:
      return 'unknown';
  }
}

/** a relation's target and a required flag, as a doc comment (the type says the rest) */
function fieldDoc(f: FieldDef, targetName: (id: string) => string): string {
  if (f.name === 'id') return '';
  const notes: string[] = [];
  if (f.type === 'relation') notes.push(`→ ${targetName(str(f['collectionId']))}`);
  if (f['required'] === true) notes.push('required');
  return notes.length ? `  /** ${notes.join(', ')} */\n` : '';
}

export function renderSchema(input: Collection[]): string {
  const collections = [...input].sort((a, b) => a.name.localeCompare(b.name));
  const byId = new Map(collections.map((c) => [c.id, c.name]));
  const targetName = (id: string) => byId.get(id) ?? id;
  const seen = new Map<string, string>();
  const claim = (name: string, owner: string) => {
    const prev = seen.get(name);
    if (prev && prev !== owner) throw new Error(`schema-gen: ${owner} and ${prev} both map to the name ${name}`);
    seen.set(name, owner);
  };

  const out: string[] = [GENERATED_HEADER];
  out.push('export type RecordIdString = string;');
  out.push("/** `YYYY-MM-DD HH:MM:SS.mmmZ` (UTC), or '' when empty */");
  out.push('export type IsoDateString = string;\n');

  out.push('export const Collections = {');
  for (const c of collections) {
    claim(pascal(c.name), c.name);
    out.push(`  ${pascal(c.name)}: ${quote(c.name)},`);
  }
  out.push('} as const;');
  out.push('export type CollectionName = (typeof Collections)[keyof typeof Collections];\n');

  const selects: string[] = [];
  const relations: string[] = [];
  for (const c of collections) {
    const P = pascal(c.name);
    const visible = c.fields.filter((f) => !f.hidden);
    const hidden = c.fields.filter((f) => f.hidden);
    out.push(`// ${c.name} (${c.type})\n`);
    const selectLines: string[] = [];
    const relationLines: string[] = [];
    for (const f of c.fields) {
      if (f.type === 'select') {
        const { values, union } = selectNames(c.name, f.name);
        claim(values, `${c.name}.${f.name}`);
        claim(union, `${c.name}.${f.name}`);
        out.push(`export const ${values} = [${strList(f['values']).map(quote).join(', ')}] as const;`);
        out.push(`export type ${union} = (typeof ${values})[number];`);
        selectLines.push(`    ${key(f.name)}: ${values},`);
      }
      if (f.type === 'relation') {
        const to = targetName(str(f['collectionId']));
        relationLines.push(`    ${key(f.name)}: { to: ${quote(to)}, multi: ${isMulti(f)} },`);
      }
    }
    out.push('');
    out.push(`export interface ${P}Record {`);
    for (const f of visible) out.push(`${fieldDoc(f, targetName)}  ${key(f.name)}: ${fieldType(c, f)};`);
    out.push('}');
    if (hidden.length) {
      claim(`${P}StoredRecord`, c.name);
      out.push(`/** ${c.name} as the store keeps it, hidden fields included (server only: never in API responses) */`);
      out.push(`export interface ${P}StoredRecord extends ${P}Record {`);
      for (const f of hidden) out.push(`${fieldDoc(f, targetName)}  ${key(f.name)}: ${fieldType(c, f)};`);
      out.push('}');
    }
    out.push('');
    if (selectLines.length) selects.push(`  ${key(c.name)}: {`, ...selectLines, '  },');
    if (relationLines.length) relations.push(`  ${key(c.name)}: {`, ...relationLines, '  },');
  }

  out.push('/** every collection name → its record type */');
  out.push('export interface CollectionRecords {');
  for (const c of collections) out.push(`  ${key(c.name)}: ${pascal(c.name)}Record;`);
  out.push('}\n');
  out.push('/** every collection name → its record as the server holds it (hidden fields included) */');
  out.push('export interface CollectionStoredRecords {');
  for (const c of collections) {
    const hasHidden = c.fields.some((f) => f.hidden);
    out.push(`  ${key(c.name)}: ${pascal(c.name)}${hasHidden ? 'StoredRecord' : 'Record'};`);
  }
  out.push('}\n');
  out.push('/** collection → select field → its allowed values */');
  out.push('export const SelectValues = {', ...selects, '} as const;\n');
  out.push('/** collection → relation field → the collection it points to, and whether it holds several ids */');
  out.push('export const RelationTargets = {', ...relations, '} as const;');
  return `${out.join('\n')}\n`;
}
