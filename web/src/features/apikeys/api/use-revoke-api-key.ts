import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { apiKeyKeys, type ApiKeyRecord } from './api-keys-api';

/** Revokes a key: it stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('api_keys').update<ApiKeyRecord>(id, { revoked: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
