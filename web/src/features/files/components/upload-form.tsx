import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pb } from '../../../lib/api-client';
import { fileKeys, uploadVaultFile, useLinkables, vaultError, type VaultFile } from '../api/files-api';
import { FILE_KINDS, titleFromName } from '../lib/file-kinds';
import { UploadPicker, type PendingUpload } from './upload-picker';

export interface UploadFormProps {
  /** the members row the files belong to */
  member: string;
  /** the person's name when uploading for someone else */
  forName?: string;
  onDone: (files: VaultFile[]) => void;
}

/** kind, title, optional link to a report/task/appointment, sharing; then one record per file */
export function UploadForm({ member, forName, onDone }: UploadFormProps) {
  const client = useQueryClient();
  const links = useLinkables(member);
  const [kind, setKind] = useState<string | null>('other');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState<{ report: string | null; task: string | null; appointment: string | null }>({
    report: null,
    task: null,
    appointment: null,
  });
  const [shared, setShared] = useState(true);
  const [files, setFiles] = useState<PendingUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stored, setStored] = useState<VaultFile[]>([]);

  const submit = async () => {
    setFailure(null);
    const todo = files.filter((f) => !f.doneId);
    if (!todo.length) {
      setFailure('Choose at least one file to upload.');
      return;
    }
    setBusy(true);
    const done: VaultFile[] = [...stored];
    for (const [i, f] of todo.entries()) {
      const patch = (p: Partial<PendingUpload>) =>
        setFiles((prev) => prev.map((x) => (x.key === f.key ? { ...x, ...p } : x)));
      patch({ progress: 0, error: null });
      const base = title.trim() || titleFromName(f.file.name);
      const fields: Record<string, string | boolean> = {
        owner: pb.authStore.record?.id ?? '',
        member,
        kind: kind ?? 'other',
        title: todo.length > 1 && title.trim() ? `${base} (${i + 1})` : base,
        shared_with_counselor: shared,
      };
      for (const k of ['report', 'task', 'appointment'] as const) if (link[k]) fields[k] = link[k];
      try {
        const rec = await uploadVaultFile(fields, f.file, (progress) => patch({ progress }));
        done.push(rec);
        patch({ progress: 100, doneId: rec.id });
      } catch (err) {
        patch({ progress: null, error: vaultError(err) });
      }
    }
    setStored(done);
    setBusy(false);
    await client.invalidateQueries({ queryKey: fileKeys.all });
    if (done.length && done.length === files.length) onDone(done);
    else if (!done.length) setFailure('Nothing was uploaded. Fix the problems shown and try again.');
  };

  const linkSelect = (k: 'report' | 'task' | 'appointment', label: string) => (
    <Select
      label={label}
      placeholder={links.isPending ? 'Loading…' : 'None'}
      clearable
      searchable
      data={links.data?.[k] ?? []}
      value={link[k]}
      onChange={(v) => setLink((l) => ({ ...l, [k]: v }))}
      nothingFoundMessage="Nothing to link"
    />
  );

  return (
    <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), void submit())} maw={560}>
      <Select label="Kind" data={[...FILE_KINDS]} value={kind} onChange={setKind} allowDeselect={false} required />
      <TextInput
        label="Title"
        description="Leave empty to use the file name."
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <UploadPicker files={files} onChange={setFiles} disabled={busy} />
      {linkSelect('report', 'Link to a report')}
      {linkSelect('task', 'Link to a task')}
      {linkSelect('appointment', 'Link to an appointment')}
      <Switch
        label={forName ? `Share with ${forName}'s counselor` : 'Share with my counselor'}
        checked={shared}
        onChange={(e) => setShared(e.currentTarget.checked)}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          Upload
        </Button>
        <Button component={Link} to="/files" variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
