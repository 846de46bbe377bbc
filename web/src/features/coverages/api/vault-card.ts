import { useQuery } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';

const IMAGE = /\.(png|jpe?g|webp|heic|heif)$/i;

/**
 * "Create coverage from this" (/coverages/new?file={vault file id}): the vault photo of an insurance
 * card, fetched with a file token and handed to the form as the card front. PDFs are not card photos.
 */
export function useVaultCard(fileId: string | null) {
  return useQuery({
    queryKey: ['coverages', 'vault-card', fileId ?? ''],
    enabled: Boolean(fileId),
    retry: false,
    queryFn: async (): Promise<File | null> => {
      const rec = await pb
        .collection('files')
        .getOne<{ id: string; collectionId: string; collectionName: string; file: string }>(fileId!);
      if (!IMAGE.test(rec.file)) return null;
      const token = await pb.files.getToken();
      const res = await fetch(pb.files.getURL(rec, rec.file, { token }));
      if (!res.ok) return null;
      const blob = await res.blob();
      return new File([blob], rec.file, { type: blob.type || 'image/jpeg' });
    },
  });
}
