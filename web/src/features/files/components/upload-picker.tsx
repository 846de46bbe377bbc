import { FilePickerCore } from '../../../components/file-picker-core';
import { ACCEPT, fileProblem } from '../lib/file-kinds';
import { useT } from '../../../i18n/use-t';

export interface PendingUpload {
  key: string;
  file: File;
  /** 0–100 while uploading; null before */
  progress: number | null;
  /** the vault record id once stored */
  doneId: string | null;
  error: string | null;
}

let seq = 0;

/** files to upload: several at once, or the camera on phones; each is checked before anything is sent */
export function UploadPicker({
  files,
  onChange,
  disabled,
}: {
  files: PendingUpload[];
  onChange: (next: PendingUpload[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <FilePickerCore
      items={files.map((f) => ({ ...f, done: Boolean(f.doneId) }))}
      onAdd={(good) =>
        onChange([
          ...files,
          ...good.map((file) => ({ key: `u${++seq}`, file, progress: null, doneId: null, error: null })),
        ])
      }
      onRemove={(key) => onChange(files.filter((x) => x.key !== key))}
      check={fileProblem}
      accept={ACCEPT}
      hint={t('files.picker.hint')}
      listLabel={t('files.picker.list')}
      disabled={disabled}
    />
  );
}
