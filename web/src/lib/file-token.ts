import { useQuery } from '@tanstack/react-query';
import { pb } from './api-client';

/** File tokens live about two minutes: refetch well before that, and on demand when a load fails. */
const TOKEN_MS = 90_000;

/** The one short-lived token for protected files (the vault's, the coverage card photos'), shared by every screen. */
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
