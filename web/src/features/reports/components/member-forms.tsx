import { useState } from 'react';
import { Group, Radio, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReportRecord } from '../api/report-types';
import { useMoveReport } from '../api/use-move-report';
import { useProvideInfo } from '../api/use-provide-info';
import { reportError } from '../lib/report-errors';
import { FilePicker, type PendingFile } from './file-picker';
import { ActionForm } from './action-form';

/** the member answers the counselor's request: a message, files, or both */
export function ProvideInfo({ report }: { report: ReportRecord }) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const provide = useProvideInfo(report);
  const form = useForm({ mode: 'controlled', initialValues: { text: '' } });
  const submit = form.onSubmit(({ text }) => {
    if (!text.trim() && !files.length) return form.setFieldError('text', 'Add a message or a file for your counselor.');
    provide.mutate(
      { text: text.trim(), files, setFiles },
      {
        onSuccess: () => {
          form.reset();
          setFiles([]);
        },
      },
    );
  });
  return (
    <ActionForm
      label="Send the requested information"
      title="Your counselor needs more information"
      bg="orange.0"
      error={provide.error ? reportError(provide.error) : null}
      submitLabel="Send information"
      loading={provide.isPending}
      onSubmit={() => submit()}
    >
      <Textarea label="Your answer" autosize minRows={3} {...form.getInputProps('text')} />
      <FilePicker files={files} onChange={setFiles} disabled={provide.isPending} label="Add more photos or PDFs" />
    </ActionForm>
  );
}

/** the member rates how the report was handled, once it is resolved */
export function RatingForm({ report }: { report: ReportRecord }) {
  const rate = useMoveReport(report.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { value: '', note: '' },
    validate: { value: (v) => (v ? null : 'Choose a rating from 1 to 5.') },
  });
  const submit = form.onSubmit(({ value, note }) =>
    rate.mutate({ label: 'rate', body: { satisfaction: Number(value), satisfaction_note: note.trim() } }),
  );
  return (
    <ActionForm
      label="Rate this report"
      error={rate.error ? reportError(rate.error) : null}
      submitLabel="Send rating"
      loading={rate.isPending}
      onSubmit={() => submit()}
    >
      <Radio.Group
        label="How satisfied are you with how this was handled?"
        description="1 = not at all, 5 = very satisfied"
        {...form.getInputProps('value')}
      >
        <Group gap="md" mt="xs">
          {['1', '2', '3', '4', '5'].map((v) => (
            <Radio key={v} value={v} label={v} aria-label={`${v} out of 5`} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label="Anything to add? (optional)" {...form.getInputProps('note')} maxLength={500} />
    </ActionForm>
  );
}
