import { pb } from '../../../lib/api-client';

export function fileUrl(collectionId: string, id: string, name: string, token: string, download = false): string {
  return pb.files.getURL({ collectionId, collectionName: collectionId, id }, name, {
    token,
    ...(download ? { download: true } : {}),
  });
}
