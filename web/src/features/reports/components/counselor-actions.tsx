import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReportRecord } from '../api/report-types';
import { useAddComment } from '../api/use-add-comment';
import { useMoveReport } from '../api/use-move-report';
import { useRequestInfo } from '../api/use-request-info';
import { OUTCOMES } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { ActionError, ActionForm } from './action-form';
import { textToHtml as toHtml } from '../../../lib/html-text';


/** The counselor's moves on a case: start review, request info (message the member sees), resolve. */
export function CounselorActions({ report }: { report: ReportRecord }) {
  const move = useMoveReport(report.id);
  const [mode, setMode] = useState<'info' | 'resolve' | null>(null);
  const s = report.status;
  const review = () => move.mutate({ label: 'review', body: { status: 'in_review' } });
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {s === 'submitted' ? (
          <Button onClick={review} loading={move.isPending}>
            Start review
          </Button>
        ) : null}
        {s === 'needs_info' ? (
          <Button variant="default" onClick={review} loading={move.isPending}>
            Resume review
          </Button>
        ) : null}
        {s === 'in_review' ? (
          <>
            <Button
              variant={mode === 'info' ? 'light' : 'default'}
              onClick={() => setMode(mode === 'info' ? null : 'info')}
            >
              Request information
            </Button>
            <Button
              variant={mode === 'resolve' ? 'light' : 'filled'}
              onClick={() => setMode(mode === 'resolve' ? null : 'resolve')}
            >
              Resolve
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
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: { text: (v) => (v.trim() ? null : 'Write what you need from the member.') },
  });
  const submit = form.onSubmit(({ text }) => request.mutate(text.trim(), { onSuccess: onDone }));
  return (
    <ActionForm
      label="Request information"
      title="Request information"
      error={request.error ? reportError(request.error) : null}
      submitLabel="Send request"
      loading={request.isPending}
      onSubmit={() => submit()}
    >
      <Textarea
        label="What do you need from the member?"
        description="The member sees this message."
        autosize
        minRows={3}
        {...form.getInputProps('text')}
      />
    </ActionForm>
  );
}

function ResolveForm({ report, onDone }: { report: ReportRecord; onDone: () => void }) {
  const resolve = useMoveReport(report.id);
  const form = useForm<{ resolution: string; outcome: string | null; saved: number | '' }>({
    mode: 'controlled',
    initialValues: { resolution: '', outcome: null, saved: '' },
    validate: {
      resolution: (v) => (v.trim() ? null : 'Describe how the report was resolved.'),
      outcome: (v) => (v ? null : 'Choose the outcome.'),
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
      label="Resolve report"
      title="Resolve"
      error={resolve.error ? reportError(resolve.error) : null}
      submitLabel="Resolve report"
      loading={resolve.isPending}
      onSubmit={() => submit()}
    >
      <Textarea
        label="Resolution"
        description="What was done, in words the member understands."
        required
        autosize
        minRows={3}
        {...form.getInputProps('resolution')}
      />
      <Select
        label="Outcome"
        required
        data={OUTCOMES.map((o) => ({ value: o.value, label: o.label }))}
        {...form.getInputProps('outcome')}
      />
      <NumberInput
        label="Amount saved"
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
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '', internal: false },
    validate: { text: (v) => (v.trim() ? null : 'Write something first.') },
  });
  const internal = form.values.internal;
  const submit = form.onSubmit(({ text }) =>
    comment.mutate({ text: text.trim(), internal: staff && internal }, { onSuccess: () => form.setFieldValue('text', '') }),
  );
  const label = staff ? (internal ? 'Internal note' : 'Note for the member') : 'Comment for your counselor';
  return (
    <ActionForm
      bare
      label="Add a comment"
      error={comment.error ? reportError(comment.error) : null}
      submitLabel={staff && internal ? 'Add internal note' : 'Add comment'}
      submitVariant="default"
      loading={comment.isPending}
      onSubmit={() => submit()}
    >
      <Textarea label={label} autosize minRows={2} {...form.getInputProps('text')} />
      {staff ? <Switch label="Internal note (only counselors see it)" {...form.getInputProps('internal', { type: 'checkbox' })} /> : null}
    </ActionForm>
  );
}
