import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

/** File tokens live about two minutes: refetch well before that, and on demand when a load fails. */
const TOKEN_MS = 90_000;

export function useFileToken(enabled = true) {
  return useQuery({
    queryKey: ['files', 'token'],
    queryFn: () => pb.files.getToken(),
    enabled,
    staleTime: TOKEN_MS,
    refetchInterval: TOKEN_MS,
    gcTime: TOKEN_MS,
  });
}

export function fileUrl(collectionId: string, id: string, name: string, token: string, download = false): string {
  return pb.files.getURL({ collectionId, collectionName: collectionId, id }, name, {
    token,
    ...(download ? { download: true } : {}),
  });
}
