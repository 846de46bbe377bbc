import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useLinkables, type VaultFile } from '../api/files-api';
import { useUploadFiles } from '../api/use-upload-files';
import { fileKindOptions } from '../lib/file-kinds';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
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
    ? t('files.upload.noFiles')
    : upload.isSuccess && !upload.data.length && !stored.length
      ? t('files.upload.nothing')
      : null;

  const linkSelect = (k: 'report' | 'task' | 'appointment', label: string) => (
    <Select
      label={label}
      placeholder={links.isPending ? t('files.loading') : t('files.none')}
      clearable
      searchable
      data={links.data?.[k] ?? []}
      {...form.getInputProps(k)}
      nothingFoundMessage={t('files.nothingToLink')}
    />
  );

  return (
    <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), submit())} maw={560}>
      <Select label={t('reports.fact.kind')} data={fileKindOptions()} {...form.getInputProps('kind')} allowDeselect={false} required />
      <TextInput label={t('reports.form.title')} description={t('files.upload.titleHint')} maxLength={120} {...form.getInputProps('title')} />
      <UploadPicker files={files} onChange={setFiles} disabled={upload.isPending} />
      {linkSelect('report', t('files.link.toReport'))}
      {linkSelect('task', t('files.link.toTask'))}
      {linkSelect('appointment', t('files.link.toAppointment'))}
      <Switch
        label={forName ? t('files.upload.shareFor', { name: forName }) : t('files.upload.share')}
        {...form.getInputProps('shared', { type: 'checkbox' })}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={upload.isPending}>
          {t('files.upload.submit')}
        </Button>
        <Button component={Link} to="/files" variant="default">
          {t('circles.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
