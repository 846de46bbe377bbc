/**
 * The guided filing flow (/reports/new): what happened (kind in plain words), the details the kind
 * needs, who it is about and which coverage, photos or PDFs; then "Save draft" or "Send to my
 * counselor". Unsaved typing survives a reload (local copy); a saved draft is in the address.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DraftInput } from '../api/report-actions';
import { usePeople } from '../api/reports-api';
import { personName, type PersonRef, type ReportRecord } from '../api/report-types';
import { useSaveReport } from '../api/use-save-report';
import { kindLabel } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { FilePicker, type PendingFile } from './file-picker';
import { DetailsSection, KindSection, WhoSection } from './report-form-sections';
import { htmlToText as plain, textToHtml as toHtml } from '../../../lib/html-text';
import { focusFirstError } from '../../../lib/focus-first-invalid';


function fromReport(r: ReportRecord | null, member: string): DraftInput {
  return {
    member: r?.member ?? member,
    kind: r?.kind ?? '',
    title: r?.title ?? '',
    description: r ? plain(r.description) : '',
    provider_name: r?.provider_name ?? '',
    service_date: r?.service_date ? r.service_date.slice(0, 10) : '',
    amount_billed: r?.amount_billed || '',
    amount_expected: r?.amount_expected || '',
    coverage: r?.coverage ?? '',
    priority: r?.priority || 'normal',
  };
}

const storageKey = (userId: string) => `covey.report-new.${userId}`;
function readLocal(userId: string): DraftInput | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    return raw ? (JSON.parse(raw) as DraftInput) : null;
  } catch {
    return null;
  }
}

/** a check before saving, worded for the person: on its field, or over the form when it has none */
const MISSING = {
  kind: 'Choose what the report is about.',
  member: 'Choose the person this report is about.',
  description: 'Describe what happened so your counselor can help.',
};

export function ReportForm({
  userId,
  draft,
  onSavedDraft,
  onSubmitted,
}: {
  userId: string;
  draft: ReportRecord | null;
  onSavedDraft: (r: ReportRecord) => void;
  onSubmitted: (r: ReportRecord) => void;
}) {
  const people = usePeople(userId);
  const save = useSaveReport();
  const self = people.data?.find((p) => p.user === userId) ?? null;
  const form = useForm<DraftInput>({
    mode: 'controlled',
    initialValues: draft ? fromReport(draft, '') : (readLocal(userId) ?? fromReport(null, '')),
  });
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [current, setCurrent] = useState<ReportRecord | null>(draft);
  const values = form.values;
  const memberId = values.member || self?.id || '';

  useEffect(() => {
    if (current) return;
    try {
      window.localStorage.setItem(storageKey(userId), JSON.stringify(values));
    } catch {
      // private mode: nothing kept
    }
  }, [values, current, userId]);

  const send = (submit: boolean) => {
    save.reset();
    // every missing field says so under itself, and the first of them is scrolled to and focused
    const errors: Record<string, string> = {};
    if (!values.kind) errors['kind'] = MISSING.kind;
    if (!memberId) errors['member'] = MISSING.member;
    if (submit && !values.description.trim() && !values.title.trim()) errors['description'] = MISSING.description;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstError(form, errors);
    const input: DraftInput = {
      ...values,
      member: memberId,
      title: values.title.trim() || kindLabel(values.kind),
      description: toHtml(values.description),
    };
    save.mutate(
      {
        id: current?.id ?? null,
        input,
        submit,
        files,
        setFiles,
        onSaved: (r) => {
          setCurrent(r);
          window.localStorage.removeItem(storageKey(userId));
        },
      },
      {
        onSuccess: ({ record, filesAdded }) => {
          if (!filesAdded) return onSavedDraft(record);
          setFiles([]);
          if (submit) return onSubmitted(record);
          form.resetDirty();
          onSavedDraft(record);
        },
      },
    );
  };

  const people2: PersonRef[] = people.data ?? [];
  const forCircle = people2.find((p) => p.id === memberId && p.viaCircle) ?? null;
  const busy = save.isPending ? (save.variables.submit ? 'submit' : 'draft') : null;
  const error = save.error
    ? reportError(save.error)
    : save.data?.filesAdded === false
      ? 'Some files were not added. Fix them or remove them, then try again.'
      : people2.length > 1
        ? null
        : (form.errors['member'] as string | undefined) ?? null;
  const saved = save.isSuccess && !save.variables.submit && save.data.filesAdded && !form.isDirty();
  return (
    <Stack
      gap="lg"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        send(true);
      }}
      aria-label="New report"
    >
      <KindSection form={form} />
      <DetailsSection form={form} />
      <WhoSection form={form} people={people2} self={self} memberId={memberId} userId={userId} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            4. Photos or PDFs
          </Title>
          <Text size="sm">
            The bill, the explanation of benefits (EOB) or a denial letter help your counselor most.
          </Text>
          {current?.attachments.length ? <Text size="sm">Attached: {current.attachments.join(', ')}</Text> : null}
          <FilePicker files={files} onChange={setFiles} disabled={busy !== null} />
        </Stack>
      </Paper>

      {error ? (
        <Alert color="red" role="alert" title="Not sent yet">
          {error}
        </Alert>
      ) : null}
      {saved ? (
        <Alert color="teal" role="status">
          Draft saved. You can finish it later from Reports.
        </Alert>
      ) : null}
      {forCircle ? (
        <Text size="sm" c="gray.7">
          Drafts stay private to {personName(forCircle)}, so a report you file for them is sent when you finish.
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {forCircle ? null : (
          <Button variant="default" onClick={() => send(false)} loading={busy === 'draft'} disabled={busy === 'submit'}>
            Save draft
          </Button>
        )}
        <Button type="submit" loading={busy === 'submit'} disabled={busy === 'draft'}>
          Send to my counselor
        </Button>
      </Group>
    </Stack>
  );
}
