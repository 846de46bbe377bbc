import { FilePickerCore, type PickedItem } from '../../../components/file-picker-core';
import { ACCEPT, fileProblem } from '../lib/labels';

export type PendingFile = PickedItem;

let seq = 0;

/** Photos and PDFs to attach: several at once, the camera on phones, checked before any upload. */
export function FilePicker({
  files,
  onChange,
  disabled,
  label = 'Add photos or PDFs',
}: {
  files: PendingFile[];
  onChange: (next: PendingFile[]) => void;
  disabled?: boolean;
  label?: string;
}) {
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
      hint="PDF, JPG, PNG or HEIC, up to 20 MB each. Only you and your counselor can open them."
      listLabel="Files to attach"
      label={label}
      disabled={disabled}
    />
  );
}
