import { useState } from 'react';
import { Group, Radio, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReportRecord } from '../api/report-types';
import { useMoveReport } from '../api/use-move-report';
import { useProvideInfo } from '../api/use-provide-info';
import { reportError } from '../lib/report-errors';
import { FilePicker, type PendingFile } from './file-picker';
import { ActionForm } from './action-form';
import { useT } from '../../../i18n/use-t';

/** the member answers the counselor's request: a message, files, or both */
export function ProvideInfo({ report }: { report: ReportRecord }) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const provide = useProvideInfo(report);
  const t = useT();
  const form = useForm({ mode: 'controlled', initialValues: { text: '' } });
  const submit = form.onSubmit(({ text }) => {
    if (!text.trim() && !files.length) return form.setFieldError('text', t('reports.info.missing'));
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
      label={t('reports.info.label')}
      title={t('reports.info.title')}
      bg="orange.0"
      error={provide.error ? reportError(provide.error) : null}
      submitLabel={t('reports.info.submit')}
      loading={provide.isPending}
      onSubmit={() => submit()}
    >
      <Textarea label={t('reports.info.answer')} autosize minRows={3} {...form.getInputProps('text')} />
      <FilePicker files={files} onChange={setFiles} disabled={provide.isPending} label={t('reports.info.addMore')} />
    </ActionForm>
  );
}

/** the member rates how the report was handled, once it is resolved */
export function RatingForm({ report }: { report: ReportRecord }) {
  const rate = useMoveReport(report.id);
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { value: '', note: '' },
    validate: { value: (v) => (v ? null : t('reports.rate.missing')) },
  });
  const submit = form.onSubmit(({ value, note }) =>
    rate.mutate({ label: 'rate', body: { satisfaction: Number(value), satisfaction_note: note.trim() } }),
  );
  return (
    <ActionForm
      label={t('reports.rate.label')}
      error={rate.error ? reportError(rate.error) : null}
      submitLabel={t('reports.rate.submit')}
      loading={rate.isPending}
      onSubmit={() => submit()}
    >
      <Radio.Group
        label={t('reports.rate.question')}
        description={t('reports.rate.scale')}
        {...form.getInputProps('value')}
      >
        <Group gap="md" mt="xs">
          {['1', '2', '3', '4', '5'].map((v) => (
            <Radio key={v} value={v} label={v} aria-label={t('reports.rate.outOf5', { n: Number(v) })} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label={t('reports.rate.note')} {...form.getInputProps('note')} maxLength={500} />
    </ActionForm>
  );
}
