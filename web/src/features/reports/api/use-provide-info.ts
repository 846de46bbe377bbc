import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingFile } from '../components/file-picker';
import { reportError, Sentence } from '../lib/report-errors';
import { uploadPending } from '../lib/upload-pending';
import { addComment, moveReport, uploadAttachment } from './report-actions';
import type { ReportRecord } from './report-types';
import { t } from '../../../i18n/i18n';

/** the member answers a request for information: the message, the files (with progress), back to review */
export function useProvideInfo(report: Pick<ReportRecord, 'id' | 'member'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files, setFiles }: {
      text: string;
      files: PendingFile[];
      setFiles: (update: (prev: PendingFile[]) => PendingFile[]) => void;
    }) => {
      if (text) await addComment(report, text);
      const ok = await uploadPending(files, setFiles, (f, p) => uploadAttachment(report.id, f, p), reportError);
      if (!ok) throw new Sentence(t('reports.info.filesNotAdded'));
      return moveReport(report.id, { status: 'in_review' });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reports'] }),
  });
}
