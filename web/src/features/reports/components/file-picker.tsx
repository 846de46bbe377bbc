import { FilePickerCore, type PickedItem } from '../../../components/file-picker-core';
import { ACCEPT, fileProblem } from '../lib/labels';
import { useT } from '../../../i18n/use-t';

export type PendingFile = PickedItem;

let seq = 0;

/** Photos and PDFs to attach: several at once, the camera on phones, checked before any upload. */
export function FilePicker({
  files,
  onChange,
  disabled,
  label,
}: {
  files: PendingFile[];
  onChange: (next: PendingFile[]) => void;
  disabled?: boolean;
  label?: string;
}) {
  const t = useT();
  return (
    <FilePickerCore
      items={files}
      onAdd={(good) =>
        onChange([
          ...files,
          ...good.map((file) => ({ key: `f${++seq}`, file, progress: null, done: false, error: null })),
        ])
      }
      onRemove={(key) => onChange(files.filter((x) => x.key !== key))}
      check={fileProblem}
      accept={ACCEPT}
      hint={t('reports.picker.hint')}
      listLabel={t('reports.picker.list')}
      label={label ?? t('reports.picker.add')}
      disabled={disabled}
    />
  );
}
