/**
 * A record's data as its generated type (decision 0040). The store keeps every field of a loaded or
 * validated record in its canonical form (fields/field.ts), so product code reads `members.status`
 * as a `MembersStatus | ''` instead of `str(data['status'])`.
 */
import type { CollectionStoredRecords } from '../../generated/schema.js';
import type { RecordModel } from './record.js';

export type CollectionDataName = keyof CollectionStoredRecords;

/** `record.data` typed as `name`'s record; throws when the record belongs to another collection */
export function dataOf<N extends CollectionDataName>(record: RecordModel, name: N): CollectionStoredRecords[N] {
  if (record.collection.name !== name) {
    throw new Error(`expected a record of ${name}, got one of ${record.collection.name}`);
  }
  return record.data as unknown as CollectionStoredRecords[N];
}
