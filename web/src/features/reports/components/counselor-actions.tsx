import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReportRecord } from '../api/report-types';
import { useAddComment } from '../api/use-add-comment';
import { useMoveReport } from '../api/use-move-report';
import { useRequestInfo } from '../api/use-request-info';
import { OUTCOMES } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
import { reportError } from '../lib/report-errors';
import { ActionError, ActionForm } from './action-form';
import { textToHtml as toHtml } from '../../../lib/html-text';


/** The counselor's moves on a case: start review, request info (message the member sees), resolve. */
export function CounselorActions({ report }: { report: ReportRecord }) {
  const move = useMoveReport(report.id);
  const t = useT();
  const [mode, setMode] = useState<'info' | 'resolve' | null>(null);
  const s = report.status;
  const review = () => move.mutate({ label: 'review', body: { status: 'in_review' } });
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {s === 'submitted' ? (
          <Button onClick={review} loading={move.isPending}>
            {t('reports.counselor.startReview')}
          </Button>
        ) : null}
        {s === 'needs_info' ? (
          <Button variant="default" onClick={review} loading={move.isPending}>
            {t('reports.counselor.resumeReview')}
          </Button>
        ) : null}
        {s === 'in_review' ? (
          <>
            <Button
              variant={mode === 'info' ? 'light' : 'default'}
              onClick={() => setMode(mode === 'info' ? null : 'info')}
            >
              {t('reports.counselor.requestInfo')}
            </Button>
            <Button
              variant={mode === 'resolve' ? 'light' : 'filled'}
              onClick={() => setMode(mode === 'resolve' ? null : 'resolve')}
            >
              {t('reports.counselor.resolve')}
            </Button>
          </>
        ) : null}
      </Group>
      <ActionError error={move.error ? reportError(move.error) : null} />
      {s === 'in_review' && mode === 'info' ? <RequestInfo report={report} onDone={() => setMode(null)} /> : null}
      {s === 'in_review' && mode === 'resolve' ? <ResolveForm report={report} onDone={() => setMode(null)} /> : null}
    </Stack>
  );
}

function RequestInfo({ report, onDone }: { report: ReportRecord; onDone: () => void }) {
  const request = useRequestInfo(report);
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: { text: (v) => (v.trim() ? null : t('reports.counselor.requestMissing')) },
  });
  const submit = form.onSubmit(({ text }) => request.mutate(text.trim(), { onSuccess: onDone }));
  return (
    <ActionForm
      label={t('reports.counselor.requestInfo')}
      title={t('reports.counselor.requestInfo')}
      error={request.error ? reportError(request.error) : null}
      submitLabel={t('reports.counselor.sendRequest')}
      loading={request.isPending}
      onSubmit={() => submit()}
    >
      <Textarea
        label={t('reports.counselor.requestQuestion')}
        description={t('reports.counselor.requestHint')}
        autosize
        minRows={3}
        {...form.getInputProps('text')}
      />
    </ActionForm>
  );
}

function ResolveForm({ report, onDone }: { report: ReportRecord; onDone: () => void }) {
  const resolve = useMoveReport(report.id);
  const t = useT();
  const form = useForm<{ resolution: string; outcome: string | null; saved: number | '' }>({
    mode: 'controlled',
    initialValues: { resolution: '', outcome: null, saved: '' },
    validate: {
      resolution: (v) => (v.trim() ? null : t('reports.error.resolution')),
      outcome: (v) => (v ? null : t('reports.error.outcome')),
    },
  });
  const submit = form.onSubmit(({ resolution, outcome, saved }) =>
    resolve.mutate(
      {
        label: 'resolve',
        body: { status: 'resolved', resolution: toHtml(resolution.trim()), outcome, amount_saved: saved === '' ? 0 : saved },
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <ActionForm
      label={t('reports.counselor.resolveReport')}
      title={t('reports.counselor.resolve')}
      error={resolve.error ? reportError(resolve.error) : null}
      submitLabel={t('reports.counselor.resolveReport')}
      loading={resolve.isPending}
      onSubmit={() => submit()}
    >
      <Textarea
        label={t('reports.resolution')}
        description={t('reports.counselor.resolutionHint')}
        required
        autosize
        minRows={3}
        {...form.getInputProps('resolution')}
      />
      <Select
        label={t('reports.counselor.outcome')}
        required
        data={OUTCOMES.map((o) => ({ value: o.value, label: t(o.label) }))}
        {...form.getInputProps('outcome')}
      />
      <NumberInput
        label={t('reports.counselor.amountSaved')}
        prefix="$"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={form.values.saved}
        onChange={(v) => form.setFieldValue('saved', typeof v === 'number' ? v : '')}
      />
    </ActionForm>
  );
}

/** A comment on the case: the member's side, or the counselor's (a note for the member, or internal). */
export function CommentForm({ report, staff }: { report: ReportRecord; staff: boolean }) {
  const comment = useAddComment(report);
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '', internal: false },
    validate: { text: (v) => (v.trim() ? null : t('reports.comment.missing')) },
  });
  const internal = form.values.internal;
  const submit = form.onSubmit(({ text }) =>
    comment.mutate({ text: text.trim(), internal: staff && internal }, { onSuccess: () => form.setFieldValue('text', '') }),
  );
  const label = t(staff ? (internal ? 'reports.internalNote' : 'reports.comment.forMember') : 'reports.comment.forCounselor');
  return (
    <ActionForm
      bare
      label={t('reports.comment.label')}
      error={comment.error ? reportError(comment.error) : null}
      submitLabel={t(staff && internal ? 'reports.comment.addInternal' : 'reports.comment.add')}
      submitVariant="default"
      loading={comment.isPending}
      onSubmit={() => submit()}
    >
      <Textarea label={label} autosize minRows={2} {...form.getInputProps('text')} />
      {staff ? <Switch label={t('reports.comment.internalSwitch')} {...form.getInputProps('internal', { type: 'checkbox' })} /> : null}
    </ActionForm>
  );
}
