import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { apiKeyKeys, type ApiKeyRecord } from './api-keys-api';

/** Renames a key (its secret and permissions stay the same). */
export function useRenameApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      pb.collection('api_keys').update<ApiKeyRecord>(id, { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
