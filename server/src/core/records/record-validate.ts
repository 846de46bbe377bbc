/**
 * Field validation of a record before it is saved: each field type's own checks, relation ids
 * that must exist, and ids unique across auth collections.
 */
import type { ValidationError} from '../../util/api-error.js';
import { fieldError, type ErrorData } from '../../util/api-error.js';
import type { Queryable } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import { getFieldType } from '../fields/registry.js';
import type { RecordModel } from './record.js';
import { existingIds, findRecordById } from './record-queries.js';

export async function validateRecord(
  app: CoreApp,
  record: RecordModel,
  existing: RecordModel | undefined,
  errors: ErrorData,
  q: Queryable,
  newFileNames: Map<string, string[]> = new Map(),
): Promise<void> {
  const c = record.collection;
  for (const def of c.fields) {
    if (errors[def.name]) continue;
    const type = getFieldType(def.type);
    if (!type) continue;
    const value = record.data[def.name];
    let original = existing?.data[def.name];
    const added = newFileNames.get(def.name);
    if (added) original = [...(Array.isArray(original) ? original : original ? [original] : []), ...added];
    const err: ValidationError | null = type.validate(def, value, { isNew: !existing, original });
    if (err) {
      errors[def.name] = err.toFieldError();
      continue;
    }
    if (def.type === 'relation') {
      const ids = (Array.isArray(value) ? value : value ? [value] : []).map(String);
      const changed = !existing || JSON.stringify(existing.data[def.name]) !== JSON.stringify(value);
      if (!ids.length || !changed) continue;
      const target = app.getCollection(String(def['collectionId'] ?? ''));
      const found = target ? await existingIds(q, target, ids) : new Set<string>();
      if (ids.some((id) => !found.has(id))) {
        errors[def.name] = fieldError('validation_missing_rel_records', 'Failed to find all relation records with the provided ids.');
      }
    }
  }
  if (!existing && c.type === 'auth' && !errors['id']) {
    const id = String(record.data['id'] ?? '');
    for (const other of app.collections.all()) {
      if (other.type !== 'auth' || other.id === c.id) continue;
      if (await findRecordById(q, other, id)) {
        errors['id'] = fieldError('validation_invalid_auth_id', 'The id is already used by another auth record.');
        break;
      }
    }
  }
}
