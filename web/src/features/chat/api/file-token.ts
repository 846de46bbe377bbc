import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

/** A short-lived token for protected files (attachments), refreshed before it expires. */
export function useFileToken(enabled: boolean) {
  return useQuery({
    queryKey: ['files', 'token'],
    queryFn: () => pb.files.getToken(),
    staleTime: 60_000,
    enabled,
  });
}

export function attachmentUrl(
  message: { collectionId: string; collectionName: string; id: string },
  file: string,
  token: string,
): string {
  return pb.files.getURL(message, file, { token });
}
