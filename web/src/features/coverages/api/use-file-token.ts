import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';

/** File tokens live a few minutes: refetch well before that. */
const TOKEN_MS = 100_000;

/** A short-lived token for protected files (refetched on expiry, or on demand when an image fails). */
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

export function protectedFileUrl(record: RecordModel, name: string, token: string): string {
  return pb.files.getURL(record, name, { token });
}
