import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { addComment, deleteDraft, moveReport, uploadAttachment } from '../api/report-actions';
import type { ReportRecord } from '../api/report-types';
import { reportError, Sentence } from '../lib/report-errors';
import { FilePicker, uploadPending, type PendingFile } from './file-picker';
import { ActionError, ActionForm } from './action-form';
import { useRun } from './use-run';
import { storeDateMs } from '../../../lib/store-date';

const DAY = 24 * 60 * 60 * 1000;
export const canReopen = (r: ReportRecord, now = Date.now()) =>
  r.status === 'resolved' && (!r.resolved_at || now - storeDateMs(r.resolved_at) <= 14 * DAY);

/** What the member (or whoever files for them) can do now: per allowed transition. */
export function MemberActions({ report }: { report: ReportRecord }) {
  const { busy, error, run } = useRun();
  const navigate = useNavigate();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const s = report.status;
  const move = (status: string) => () => moveReport(report.id, { status });
  return (
    <Stack gap="sm">
      {s === 'draft' ? (
        <Group gap="sm">
          <Button onClick={() => void run('submit', move('submitted'))} loading={busy === 'submit'}>
            Send to my counselor
          </Button>
          <Button variant="default" component={Link} to={`/reports/new?draft=${encodeURIComponent(report.id)}`}>
            Continue editing
          </Button>
          <Button
            variant="subtle"
            color="red.8"
            onClick={() =>
              void run('delete', async () => {
                await deleteDraft(report.id);
                void navigate('/reports', { replace: true });
              })
            }
            loading={busy === 'delete'}
          >
            Delete draft
          </Button>
        </Group>
      ) : null}
      {s === 'needs_info' ? <ProvideInfo report={report} /> : null}
      {s === 'resolved' ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Is this sorted?
            </Title>
            <Text size="sm">
              Confirm to close the report.{' '}
              {canReopen(report) ? 'If something is still wrong, reopen it within 14 days of the resolution.' : ''}
            </Text>
            <Group gap="sm">
              <Button onClick={() => void run('close', move('closed'))} loading={busy === 'close'}>
                Confirm and close
              </Button>
              {canReopen(report) ? (
                <Button
                  variant="default"
                  onClick={() => void run('reopen', move('in_review'))}
                  loading={busy === 'reopen'}
                >
                  Reopen report
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {(s === 'resolved' || s === 'closed') && !report.satisfaction ? <RatingForm report={report} /> : null}
      {s === 'submitted' || s === 'in_review' || s === 'needs_info' ? (
        confirmWithdraw ? (
          <Alert color="orange" title="Withdraw this report?">
            <Text size="sm">Your counselor stops working on it. You can file a new report any time.</Text>
            <Group gap="sm" mt="xs">
              <Button
                color="red.8"
                onClick={() => void run('withdraw', move('withdrawn'))}
                loading={busy === 'withdraw'}
              >
                Yes, withdraw
              </Button>
              <Button variant="default" onClick={() => setConfirmWithdraw(false)}>
                Keep it open
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="subtle" color="red.8" onClick={() => setConfirmWithdraw(true)}>
              Withdraw report
            </Button>
          </Group>
        )
      ) : null}
      <ActionError error={error} />
    </Stack>
  );
}

function ProvideInfo({ report }: { report: ReportRecord }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PendingFile[]>([]);
  const { busy, error, setError, run } = useRun();
  const send = () =>
    run('info', async () => {
      if (!text.trim() && !files.length) throw new Sentence('Add a message or a file for your counselor.');
      if (text.trim()) await addComment(report, text.trim());
      const ok = await uploadPending(files, setFiles, (f, p) => uploadAttachment(report.id, f, p), reportError);
      if (!ok) throw new Sentence('Some files were not added. Remove them or try again.');
      await moveReport(report.id, { status: 'in_review' });
      setText('');
      setFiles([]);
    });
  return (
    <ActionForm
      label="Send the requested information"
      title="Your counselor needs more information"
      bg="orange.0"
      error={error}
      submitLabel="Send information"
      loading={busy === 'info'}
      onSubmit={() => {
        setError(null);
        void send();
      }}
    >
      <Textarea
        label="Your answer"
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <FilePicker files={files} onChange={setFiles} disabled={busy !== null} label="Add more photos or PDFs" />
    </ActionForm>
  );
}

function RatingForm({ report }: { report: ReportRecord }) {
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const { busy, error, setError, run } = useRun();
  return (
    <ActionForm
      label="Rate this report"
      error={error}
      submitLabel="Send rating"
      loading={busy === 'rate'}
      onSubmit={() => {
        if (!value) return setError('Choose a rating from 1 to 5.');
        void run('rate', () => moveReport(report.id, { satisfaction: Number(value), satisfaction_note: note.trim() }));
      }}
    >
      <Radio.Group
        label="How satisfied are you with how this was handled?"
        description="1 = not at all, 5 = very satisfied"
        value={value}
        onChange={setValue}
      >
        <Group gap="md" mt="xs">
          {['1', '2', '3', '4', '5'].map((v) => (
            <Radio key={v} value={v} label={v} aria-label={`${v} out of 5`} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label="Anything to add? (optional)"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
      />
    </ActionForm>
  );
}
