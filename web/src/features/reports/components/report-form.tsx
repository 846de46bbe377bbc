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
import { type PersonRef, type ReportRecord } from '../api/report-types';
import { useSaveReport } from '../api/use-save-report';
import { kindLabel } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { FilePicker, type PendingFile } from './file-picker';
import { DetailsSection, KindSection, WhoSection } from './report-form-sections';
import { htmlToText as plain, textToHtml as toHtml } from '../../../lib/html-text';
import { focusFirstError } from '../../../lib/focus-first-invalid';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/message-id';
import { personName } from '../../../lib/person-name';


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
  kind: 'reports.form.missingKind',
  member: 'reports.error.member',
  description: 'reports.form.missingDescription',
} as const satisfies Record<string, MessageId>;

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
  const t = useT();
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
    if (!values.kind) errors['kind'] = t(MISSING.kind);
    if (!memberId) errors['member'] = t(MISSING.member);
    if (submit && !values.description.trim() && !values.title.trim()) errors['description'] = t(MISSING.description);
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
      ? t('reports.form.filesNotAdded')
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
      aria-label={t('reports.newTitle')}
    >
      <KindSection form={form} />
      <DetailsSection form={form} />
      <WhoSection form={form} people={people2} self={self} memberId={memberId} userId={userId} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('reports.form.filesTitle')}
          </Title>
          <Text size="sm">
            {t('reports.form.filesHint')}
          </Text>
          {current?.attachments.length ? <Text size="sm">{t('reports.form.attached', { names: current.attachments.join(', ') })}</Text> : null}
          <FilePicker files={files} onChange={setFiles} disabled={busy !== null} />
        </Stack>
      </Paper>

      {error ? (
        <Alert color="red" role="alert" title={t('reports.sla.none')}>
          {error}
        </Alert>
      ) : null}
      {saved ? (
        <Alert color="teal" role="status">
          {t('reports.form.draftSaved')}
        </Alert>
      ) : null}
      {forCircle ? (
        <Text size="sm" c="gray.7">
          {t('reports.form.circleNote', { name: personName(forCircle, { fallback: t('reports.unnamed') }) })}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {forCircle ? null : (
          <Button variant="default" onClick={() => send(false)} loading={busy === 'draft'} disabled={busy === 'submit'}>
            {t('reports.form.saveDraft')}
          </Button>
        )}
        <Button type="submit" loading={busy === 'submit'} disabled={busy === 'draft'}>
          {t('reports.form.send')}
        </Button>
      </Group>
    </Stack>
  );
}
