import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import type { PendingUpload } from '../components/upload-picker';
import { titleFromName } from '../lib/file-kinds';
import { fileKeys, uploadVaultFile, vaultError, type VaultFile } from './files-api';

export interface UploadFilesInput {
  member: string;
  kind: string;
  title: string;
  shared: boolean;
  link: { report: string | null; task: string | null; appointment: string | null };
  /** the files not stored yet */
  todo: PendingUpload[];
  /** progress, the stored id or the sentence, per file */
  patch: (key: string, p: Partial<PendingUpload>) => void;
}

/** stores each file as one vault record (one request each, with progress); answers the records stored */
export function useUploadFiles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ member, kind, title, shared, link, todo, patch }: UploadFilesInput) => {
      const done: VaultFile[] = [];
      for (const [i, f] of todo.entries()) {
        patch(f.key, { progress: 0, error: null });
        const base = title.trim() || titleFromName(f.file.name);
        const fields: Record<string, string | boolean> = {
          owner: pb.authStore.record?.id ?? '',
          member,
          kind,
          title: todo.length > 1 && title.trim() ? `${base} (${i + 1})` : base,
          shared_with_counselor: shared,
        };
        for (const k of ['report', 'task', 'appointment'] as const) if (link[k]) fields[k] = link[k];
        try {
          const rec = await uploadVaultFile(fields, f.file, (progress) => patch(f.key, { progress }));
          done.push(rec);
          patch(f.key, { progress: 100, doneId: rec.id });
        } catch (err) {
          patch(f.key, { progress: null, error: vaultError(err) });
        }
      }
      return done;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
