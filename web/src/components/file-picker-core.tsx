import { useId, useState } from 'react';
import { ActionIcon, Alert, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

/** One picked file as the list shows it. */
export interface PickedItem {
  key: string;
  file: File;
  /** 0–100 while uploading; null before */
  progress: number | null;
  done: boolean;
  error: string | null;
}

const size = (n: number) =>
  n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

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

/**
 * Files to send: several at once, or the camera on phones; each is checked before anything is sent, and
 * each shows its progress, its error or "Uploaded". Features own the upload; this owns the picking and list.
 */
export function FilePickerCore({
  items,
  onAdd,
  onRemove,
  check,
  accept,
  hint,
  listLabel,
  label,
  disabled,
}: {
  items: PickedItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** a sentence saying why a file can't be added, or null */
  check: (file: File) => string | null;
  accept: string;
  hint: string;
  listLabel: string;
  label?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    setProblems(picked.map(check).filter((p): p is string => Boolean(p)));
    const good = picked.filter((f) => !check(f));
    if (good.length) onAdd(good);
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
  const labelStyle = { ...pickerLabel, opacity: disabled ? 0.6 : 1 };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <label htmlFor={`${id}-files`} style={labelStyle}>
          <IconPaperclip size={18} aria-hidden />
          {label ?? t('filePicker.chooseFiles')}
        </label>
        {input('files', { multiple: true, accept })}
        <label htmlFor={`${id}-camera`} style={labelStyle}>
          <IconCamera size={18} aria-hidden />
          {t('filePicker.takePhoto')}
        </label>
        {input('camera', { accept: 'image/*', capture: 'environment' })}
      </Group>
      <Text size="sm" c="gray.7">
        {hint}
      </Text>
      {problems.length ? (
        <Alert color="red" role="alert" title={t('filePicker.notAdded')}>
          {problems.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}
      {items.length ? (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={listLabel}>
          {items.map((f) => (
            <li key={f.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.file.name} · {size(f.file.size)}
                  {f.done ? ` · ${t('filePicker.uploaded')}` : ''}
                </Text>
                {!f.done && f.progress === null ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    aria-label={t('filePicker.remove', { name: f.file.name })}
                    onClick={() => onRemove(f.key)}
                    disabled={disabled}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
              {f.progress !== null && !f.done ? (
                <Progress value={f.progress} aria-label={t('filePicker.uploading', { name: f.file.name })} size="sm" mt={4} />
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
