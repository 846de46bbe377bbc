import { useId, useState } from 'react';
import { ActionIcon, Alert, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { ACCEPT, fileProblem } from '../lib/file-kinds';

export interface PendingUpload {
  key: string;
  file: File;
  /** 0–100 while uploading; null before */
  progress: number | null;
  /** the vault record id once stored */
  doneId: string | null;
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
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    setProblems(picked.map(fileProblem).filter((p): p is string => Boolean(p)));
    const good = picked.filter((f) => !fileProblem(f));
    if (good.length)
      onChange([
        ...files,
        ...good.map((file) => ({ key: `u${++seq}`, file, progress: null, doneId: null, error: null })),
      ]);
  };
  const input = (suffix: string, extra: Record<string, unknown>) => (
    <VisuallyHidden>
      <input
        id={`${id}-${suffix}`}
        type="file"
        disabled={disabled}
        {...extra}
        onChange={(e) => {
          add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
    </VisuallyHidden>
  );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <label htmlFor={`${id}-files`} style={{ ...pickerLabel, opacity: disabled ? 0.6 : 1 }}>
          <IconPaperclip size={18} aria-hidden />
          Choose files
        </label>
        {input('files', { multiple: true, accept: ACCEPT })}
        <label htmlFor={`${id}-camera`} style={{ ...pickerLabel, opacity: disabled ? 0.6 : 1 }}>
          <IconCamera size={18} aria-hidden />
          Take a photo
        </label>
        {input('camera', { accept: 'image/*', capture: 'environment' })}
      </Group>
      <Text size="sm" c="gray.7">
        PDF, JPG, PNG, HEIC or WebP, up to 20 MB each.
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
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Files to upload">
          {files.map((f) => (
            <li key={f.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.file.name} · {size(f.file.size)}
                  {f.doneId ? ' · Uploaded' : ''}
                </Text>
                {!f.doneId && f.progress === null ? (
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
              {f.progress !== null && !f.doneId ? (
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
