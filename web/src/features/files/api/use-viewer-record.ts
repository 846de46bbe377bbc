import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

/** whether a stored file name is one of the record's file values (single or multiple fields) */
export function recordHasFile(record: RecordModel, name: string): boolean {
  return Object.values(record).some((v) => v === name || (Array.isArray(v) && v.includes(name)));
}

/** the record behind /file/{collectionId}/{fileId}/{file}: its view rule is the viewer's access */
export function useViewerRecord(collectionId: string, id: string) {
  return useQuery({
    queryKey: ['vault', 'viewer', collectionId, id],
    queryFn: () => pb.collection(collectionId).getOne(id, { expand: 'member' }),
    retry: false,
  });
}
