import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingFile } from '../components/file-picker';
import { reportError } from '../lib/report-errors';
import { uploadPending } from '../lib/upload-pending';
import { moveReport, saveDraft, uploadAttachment, type DraftInput } from './report-actions';
import type { ReportRecord } from './report-types';

export interface SaveReportInput {
  /** the draft being edited, or null for a new one */
  id: string | null;
  input: DraftInput;
  /** send to the counselor after saving (else it stays a draft) */
  submit: boolean;
  files: PendingFile[];
  setFiles: (update: (prev: PendingFile[]) => PendingFile[]) => void;
  /** each time the record is saved (the draft, then after every file) */
  onSaved: (r: ReportRecord) => void;
}

/**
 * The filing flow's write: saves the draft, adds the pending files one by one (with progress), then sends
 * it when asked. `filesAdded: false` means the draft was saved but some files were not (nothing was sent).
 */
export function useSaveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, submit, files, setFiles, onSaved }: SaveReportInput) => {
      let record = await saveDraft(id, input);
      onSaved(record);
      const ok = await uploadPending(
        files,
        setFiles,
        (file, progress) =>
          uploadAttachment(record.id, file, progress).then((r) => {
            onSaved(r);
            return r;
          }),
        reportError,
      );
      if (!ok) return { record, filesAdded: false };
      if (submit) record = await moveReport(record.id, { status: 'submitted' });
      return { record, filesAdded: true };
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
