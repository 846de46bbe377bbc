import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import { addComment, moveReport } from '../api/report-actions';
import type { ReportRecord } from '../api/report-types';
import { OUTCOMES } from '../lib/labels';
import { Sentence } from '../lib/report-errors';
import { ActionError, ActionForm } from './action-form';
import { useRun } from './use-run';
import { textToHtml as toHtml } from '../../../lib/html-text';


/** The counselor's moves on a case: start review, request info (message the member sees), resolve. */
export function CounselorActions({ report }: { report: ReportRecord }) {
  const { busy, error, run } = useRun();
  const [mode, setMode] = useState<'info' | 'resolve' | null>(null);
  const s = report.status;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {s === 'submitted' ? (
          <Button
            onClick={() => void run('review', () => moveReport(report.id, { status: 'in_review' }))}
            loading={busy === 'review'}
          >
            Start review
          </Button>
        ) : null}
        {s === 'needs_info' ? (
          <Button
            variant="default"
            onClick={() => void run('review', () => moveReport(report.id, { status: 'in_review' }))}
            loading={busy === 'review'}
          >
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
      <ActionError error={error} />
      {s === 'in_review' && mode === 'info' ? <RequestInfo report={report} onDone={() => setMode(null)} /> : null}
      {s === 'in_review' && mode === 'resolve' ? <ResolveForm report={report} onDone={() => setMode(null)} /> : null}
    </Stack>
  );
}

function RequestInfo({ report, onDone }: { report: ReportRecord; onDone: () => void }) {
  const [text, setText] = useState('');
  const { busy, error, run } = useRun();
  return (
    <ActionForm
      label="Request information"
      title="Request information"
      error={error}
      submitLabel="Send request"
      loading={busy === 'info'}
      onSubmit={() =>
        void run('info', async () => {
          if (!text.trim()) throw new Sentence('Write what you need from the member.');
          await addComment(report, text.trim());
          await moveReport(report.id, { status: 'needs_info' });
        }).then((ok) => ok && onDone())
      }
    >
      <Textarea
        label="What do you need from the member?"
        description="The member sees this message."
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </ActionForm>
  );
}

function ResolveForm({ report, onDone }: { report: ReportRecord; onDone: () => void }) {
  const [resolution, setResolution] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | ''>('');
  const { busy, error, run } = useRun();
  return (
    <ActionForm
      label="Resolve report"
      title="Resolve"
      error={error}
      submitLabel="Resolve report"
      loading={busy === 'resolve'}
      onSubmit={() =>
        void run('resolve', async () => {
          if (!resolution.trim()) throw new Sentence('Describe how the report was resolved.');
          if (!outcome) throw new Sentence('Choose the outcome.');
          await moveReport(report.id, {
            status: 'resolved',
            resolution: toHtml(resolution.trim()),
            outcome,
            amount_saved: saved === '' ? 0 : saved,
          });
        }).then((ok) => ok && onDone())
      }
    >
      <Textarea
        label="Resolution"
        description="What was done, in words the member understands."
        required
        autosize
        minRows={3}
        value={resolution}
        onChange={(e) => setResolution(e.currentTarget.value)}
      />
      <Select
        label="Outcome"
        required
        data={OUTCOMES.map((o) => ({ value: o.value, label: o.label }))}
        value={outcome}
        onChange={setOutcome}
      />
      <NumberInput
        label="Amount saved"
        prefix="$"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={saved}
        onChange={(v) => setSaved(typeof v === 'number' ? v : '')}
      />
    </ActionForm>
  );
}

/** A comment on the case: the member's side, or the counselor's (a note for the member, or internal). */
export function CommentForm({ report, staff }: { report: ReportRecord; staff: boolean }) {
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const { busy, error, run } = useRun();
  const label = staff ? (internal ? 'Internal note' : 'Note for the member') : 'Comment for your counselor';
  return (
    <ActionForm
      bare
      label="Add a comment"
      error={error}
      submitLabel={staff && internal ? 'Add internal note' : 'Add comment'}
      submitVariant="default"
      loading={busy === 'comment'}
      onSubmit={() =>
        void run('comment', async () => {
          if (!text.trim()) throw new Sentence('Write something first.');
          await addComment(report, text.trim(), staff && internal);
          setText('');
        })
      }
    >
      <Textarea label={label} autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      {staff ? (
        <Switch
          label="Internal note (only counselors see it)"
          checked={internal}
          onChange={(e) => setInternal(e.currentTarget.checked)}
        />
      ) : null}
    </ActionForm>
  );
}
