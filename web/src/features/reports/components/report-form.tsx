/**
 * The guided filing flow (/reports/new): what happened (kind in plain words), the details the kind
 * needs, who it is about and which coverage, photos or PDFs; then "Save draft" or "Send to my
 * counselor". Unsaved typing survives a reload (local copy); a saved draft is in the address.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { saveDraft, uploadAttachment, moveReport, type DraftInput } from '../api/report-actions';
import { useCoverages, usePeople } from '../api/reports-api';
import { personName, type PersonRef, type ReportRecord } from '../api/report-types';
import { KINDS, kindLabel, needsAmounts } from '../lib/labels';
import { reportError } from '../lib/report-errors';
import { FilePicker, uploadPending, type PendingFile } from './file-picker';
import { htmlToText as plain, textToHtml as toHtml } from '../../../lib/html-text';


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
  const queryClient = useQueryClient();
  const self = people.data?.find((p) => p.user === userId) ?? null;
  const [form, setForm] = useState<DraftInput>(() =>
    draft ? fromReport(draft, '') : (readLocal(userId) ?? fromReport(null, '')),
  );
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [current, setCurrent] = useState<ReportRecord | null>(draft);
  const memberId = form.member || self?.id || '';
  const coverages = useCoverages(memberId);
  const set = <K extends keyof DraftInput>(k: K, v: DraftInput[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [k]: v }));
  };

  useEffect(() => {
    if (current) return;
    try {
      window.localStorage.setItem(storageKey(userId), JSON.stringify(form));
    } catch {
      // private mode: nothing kept
    }
  }, [form, current, userId]);

  const save = async (submit: boolean) => {
    setError(null);
    if (!form.kind) return setError('Choose what the report is about.');
    if (!memberId) return setError('Choose the person this report is about.');
    if (submit && !form.description.trim() && !form.title.trim())
      return setError('Describe what happened so your counselor can help.');
    setBusy(submit ? 'submit' : 'draft');
    try {
      const input: DraftInput = {
        ...form,
        member: memberId,
        title: form.title.trim() || kindLabel(form.kind),
        description: toHtml(form.description),
      };
      let record = await saveDraft(current?.id ?? null, input);
      setCurrent(record);
      window.localStorage.removeItem(storageKey(userId));
      const ok = await uploadPending(
        files,
        setFiles,
        (file, progress) =>
          uploadAttachment(record.id, file, progress).then((r) => {
            setCurrent(r);
            return r;
          }),
        reportError,
      );
      if (!ok) {
        setError('Some files were not added. Fix them or remove them, then try again.');
        onSavedDraft(record);
        return;
      }
      setFiles([]);
      if (submit) {
        record = await moveReport(record.id, { status: 'submitted' });
        onSubmitted(record);
      } else {
        setSaved(true);
        onSavedDraft(record);
      }
    } catch (err) {
      setError(reportError(err));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    }
  };

  const people2: PersonRef[] = people.data ?? [];
  const money = needsAmounts(form.kind);
  const forCircle = people2.find((p) => p.id === memberId && p.viaCircle) ?? null;
  return (
    <Stack
      gap="lg"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
      aria-label="New report"
    >
      <Paper withBorder p="md" component="fieldset" style={{ border: undefined }}>
        <Radio.Group
          label={
            <Title order={2} fz="lg">
              1. What is this about?
            </Title>
          }
          value={form.kind}
          onChange={(v) => set('kind', v)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {KINDS.map((k) => (
              <Radio key={k.value} value={k.value} label={k.label} description={k.hint} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            2. Tell us what happened
          </Title>
          <TextInput
            label="Title"
            description="A few words, for example “ER bill from March”."
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            maxLength={200}
          />
          <Textarea
            label="What happened?"
            description="What you expected, what you got, and anything you were told."
            autosize
            minRows={4}
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          {money ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Provider or pharmacy"
                value={form.provider_name}
                onChange={(e) => set('provider_name', e.currentTarget.value)}
              />
              <TextInput
                label="Date of service"
                type="date"
                value={form.service_date}
                onChange={(e) => set('service_date', e.currentTarget.value)}
              />
              <NumberInput
                label="Amount billed"
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={form.amount_billed}
                onChange={(v) => set('amount_billed', typeof v === 'number' ? v : '')}
              />
              <NumberInput
                label="Amount you expected to pay"
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={form.amount_expected}
                onChange={(v) => set('amount_expected', typeof v === 'number' ? v : '')}
              />
            </SimpleGrid>
          ) : null}
          <Checkbox
            label="This is urgent (for example a bill due in days or care I need now)"
            checked={form.priority === 'urgent'}
            onChange={(e) => set('priority', e.currentTarget.checked ? 'urgent' : 'normal')}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            3. Who and which coverage
          </Title>
          {people2.length > 1 ? (
            <Radio.Group
              label="Who is this about?"
              value={memberId}
              onChange={(v) => {
                set('member', v);
                set('coverage', '');
              }}
            >
              <Stack gap={6} mt={4}>
                {people2.map((p) => (
                  <Radio key={p.id} value={p.id} label={p.user === userId ? `Me (${personName(p)})` : personName(p)} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm">This report is about you{self ? ` (${personName(self)})` : ''}.</Text>
          )}
          <Select
            label="Coverage"
            placeholder="Not sure"
            clearable
            data={(coverages.data ?? []).map((c) => ({
              value: c.id,
              label: [c.carrier, c.plan_name, c.type].filter(Boolean).join(' · ') || 'Coverage',
            }))}
            value={form.coverage || null}
            onChange={(v) => set('coverage', v ?? '')}
          />
        </Stack>
      </Paper>

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
          <Button
            variant="default"
            onClick={() => void save(false)}
            loading={busy === 'draft'}
            disabled={busy === 'submit'}
          >
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
