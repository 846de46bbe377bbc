import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useLinkables, type VaultFile } from '../api/files-api';
import { useUploadFiles } from '../api/use-upload-files';
import { FILE_KINDS } from '../lib/file-kinds';
import { UploadPicker, type PendingUpload } from './upload-picker';

export interface UploadFormProps {
  /** the members row the files belong to */
  member: string;
  /** the person's name when uploading for someone else */
  forName?: string;
  onDone: (files: VaultFile[]) => void;
}

interface UploadValues {
  kind: string | null;
  title: string;
  report: string | null;
  task: string | null;
  appointment: string | null;
  shared: boolean;
}

/** kind, title, optional link to a report/task/appointment, sharing; then one record per file */
export function UploadForm({ member, forName, onDone }: UploadFormProps) {
  const links = useLinkables(member);
  const upload = useUploadFiles();
  const form = useForm<UploadValues>({
    mode: 'controlled',
    initialValues: { kind: 'other', title: '', report: null, task: null, appointment: null, shared: true },
  });
  const [files, setFiles] = useState<PendingUpload[]>([]);
  // records stored by earlier tries (a retry sends only the files that failed)
  const [stored, setStored] = useState<VaultFile[]>([]);
  const [noFiles, setNoFiles] = useState(false);

  const submit = form.onSubmit((v) => {
    const todo = files.filter((f) => !f.doneId);
    setNoFiles(!todo.length);
    if (!todo.length) return upload.reset();
    upload.mutate(
      {
        member,
        kind: v.kind ?? 'other',
        title: v.title,
        shared: v.shared,
        link: { report: v.report, task: v.task, appointment: v.appointment },
        todo,
        patch: (key, p) => setFiles((prev) => prev.map((x) => (x.key === key ? { ...x, ...p } : x))),
      },
      {
        onSuccess: (now) => {
          const done = [...stored, ...now];
          setStored(done);
          if (done.length && done.length === files.length) onDone(done);
        },
      },
    );
  });

  const failure = noFiles
    ? 'Choose at least one file to upload.'
    : upload.isSuccess && !upload.data.length && !stored.length
      ? 'Nothing was uploaded. Fix the problems shown and try again.'
      : null;

  const linkSelect = (k: 'report' | 'task' | 'appointment', label: string) => (
    <Select
      label={label}
      placeholder={links.isPending ? 'Loading…' : 'None'}
      clearable
      searchable
      data={links.data?.[k] ?? []}
      {...form.getInputProps(k)}
      nothingFoundMessage="Nothing to link"
    />
  );

  return (
    <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), submit())} maw={560}>
      <Select label="Kind" data={[...FILE_KINDS]} {...form.getInputProps('kind')} allowDeselect={false} required />
      <TextInput label="Title" description="Leave empty to use the file name." maxLength={120} {...form.getInputProps('title')} />
      <UploadPicker files={files} onChange={setFiles} disabled={upload.isPending} />
      {linkSelect('report', 'Link to a report')}
      {linkSelect('task', 'Link to a task')}
      {linkSelect('appointment', 'Link to an appointment')}
      <Switch
        label={forName ? `Share with ${forName}'s counselor` : 'Share with my counselor'}
        {...form.getInputProps('shared', { type: 'checkbox' })}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={upload.isPending}>
          Upload
        </Button>
        <Button component={Link} to="/files" variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
