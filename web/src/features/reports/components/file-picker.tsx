import { useId, useState } from 'react';
import { ActionIcon, Alert, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { ACCEPT, fileProblem } from '../lib/labels';

export interface PendingFile {
  key: string;
  file: File;
  /** 0–100 while uploading; null before */
  progress: number | null;
  done: boolean;
  error: string | null;
}

const size = (n: number) =>
  n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
let seq = 0;

const pickerLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid var(--mantine-color-teal-8)',
  color: 'var(--mantine-color-teal-9)',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

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
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const bad = picked.map(fileProblem).filter((p): p is string => Boolean(p));
    setProblems(bad);
    const good = picked.filter((f) => !fileProblem(f));
    if (good.length)
      onChange([
        ...files,
        ...good.map((file) => ({ key: `f${++seq}`, file, progress: null, done: false, error: null })),
      ]);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <label htmlFor={`${id}-files`} style={{ ...pickerLabel, opacity: disabled ? 0.6 : 1 }}>
          <IconPaperclip size={18} aria-hidden />
          {label}
        </label>
        <VisuallyHidden>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={disabled}
            onChange={(e) => {
              add(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <label htmlFor={`${id}-camera`} style={{ ...pickerLabel, opacity: disabled ? 0.6 : 1 }}>
          <IconCamera size={18} aria-hidden />
          Take a photo
        </label>
        <VisuallyHidden>
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            onChange={(e) => {
              add(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </Group>
      <Text size="sm" c="gray.7">
        PDF, JPG, PNG or HEIC, up to 20 MB each. Only you and your counselor can open them.
      </Text>
      {problems.length ? (
        <Alert color="red" role="alert" title="Some files were not added">
          {problems.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}
      {files.length ? (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Files to attach">
          {files.map((f) => (
            <li key={f.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.file.name} · {size(f.file.size)}
                  {f.done ? ' · Uploaded' : ''}
                </Text>
                {!f.done && f.progress === null ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    aria-label={`Remove ${f.file.name}`}
                    onClick={() => onChange(files.filter((x) => x.key !== f.key))}
                    disabled={disabled}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
              {f.progress !== null && !f.done ? (
                <Progress value={f.progress} aria-label={`Uploading ${f.file.name}`} size="sm" mt={4} />
              ) : null}
              {f.error ? (
                <Text size="sm" c="red.8" role="alert">
                  {f.error}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** uploads the files not yet sent, one by one, updating their progress; true when all went up */
export async function uploadPending(
  files: PendingFile[],
  set: (update: (prev: PendingFile[]) => PendingFile[]) => void,
  upload: (file: File, onProgress: (pct: number) => void) => Promise<unknown>,
  describe: (err: unknown) => string,
): Promise<boolean> {
  let ok = true;
  for (const f of files.filter((x) => !x.done)) {
    const patch = (p: Partial<PendingFile>) => set((prev) => prev.map((x) => (x.key === f.key ? { ...x, ...p } : x)));
    patch({ progress: 0, error: null });
    try {
      await upload(f.file, (progress) => patch({ progress }));
      patch({ progress: 100, done: true });
    } catch (err) {
      ok = false;
      patch({ progress: null, error: describe(err) });
    }
  }
  return ok;
}
