import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { saveRecord } from './editor-api';

/** Creates (`id` null) or updates a record of the editor; every screen may show it, so all queries refetch. */
export function useSaveRecord(collection: string, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>): Promise<RecordModel> => saveRecord(collection, id, body),
    onSuccess: () => client.invalidateQueries(),
  });
}
