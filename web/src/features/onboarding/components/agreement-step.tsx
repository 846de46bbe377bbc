import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { AGREEMENT_DOCUMENTS } from '../agreement-documents';
import { acceptedVersions } from '../agreement-status';
import { completeStep, type MemberRecord } from '../api/member-actions';
import { acceptAgreement, type AgreementRecord } from '../api/onboarding-actions';
import { StepActions } from './step-frame';

export interface AgreementStepProps {
  userId: string;
  member: MemberRecord;
  agreements: AgreementRecord[];
  /** undefined: no Back (a finished member re-accepting updated documents) */
  onBack?: () => void;
  onSaved: (member: MemberRecord) => void;
}

/** a title inside a sentence: "Terms of use" → "terms of use", acronyms kept ("AI assistant notice") */
export const inSentence = (title: string) =>
  title
    .split(' ')
    .map((w, i) => (i === 0 && !/^[A-Z0-9]{2,}$/.test(w) ? w.charAt(0).toLowerCase() + w.slice(1) : w))
    .join(' ');

/**
 * The full text behind a toggle. Rendered whole when open (Mantine's Spoiler measured its height
 * once and cut the last line off on phones).
 */
function FullText({ id, children }: { id: string; children: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      {open ? (
        <Text size="sm" c="gray.8" id={id}>
          {children}
        </Text>
      ) : null}
      <Anchor component="button" type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide the full text' : 'Read the full text'}
      </Anchor>
    </Stack>
  );
}

const accepted = (list: AgreementRecord[], document: string, version: string) =>
  acceptedVersions(list)[document] === version;

/** Each required document with a plain-language summary and its full text; a typed-name signature. */
export function AgreementStep({ userId, member, agreements, onBack, onSaved }: AgreementStepProps) {
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(AGREEMENT_DOCUMENTS.map((d) => [d.document, accepted(agreements, d.document, d.version)])),
  );
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const d of AGREEMENT_DOCUMENTS)
      if (!checked[d.document]) next[d.document] = `Accept the ${inSentence(d.title)} to continue.`;
    if (!signature.trim()) next.signature = 'Type your full name to sign.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailure(null);
    try {
      for (const d of AGREEMENT_DOCUMENTS) {
        await acceptAgreement({
          userId,
          memberId: member.id,
          document: d.document,
          version: d.version,
          signatureName: signature.trim(),
          existing: agreements,
        });
      }
      // a finished member stays where they are (completeStep leaves a later step alone)
      onSaved(await completeStep(member, 'agreement'));
    } catch (err) {
      setFailure(errorMessage(err, 'saveOnboarding'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {AGREEMENT_DOCUMENTS.map((d) => (
          <Paper key={d.document} withBorder p="md" radius="md" component="section" aria-label={d.title}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} fz="lg">
                  {d.title}
                </Title>
                <Badge variant="light" color="gray">
                  Version {d.version}
                </Badge>
              </Group>
              <Text fw={500}>{d.summary}</Text>
              <FullText id={`${d.document}-full-text`}>{d.fullText}</FullText>
              <Checkbox
                label={`I accept the ${inSentence(d.title)}`}
                checked={checked[d.document] ?? false}
                error={errors[d.document]}
                onChange={(ev) => {
                  const on = ev.currentTarget.checked;
                  setChecked((c) => ({ ...c, [d.document]: on }));
                }}
              />
            </Stack>
          </Paper>
        ))}
        <TextInput
          label="Type your full name to sign"
          autoComplete="name"
          value={signature}
          error={errors.signature}
          onChange={(ev) => setSignature(ev.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={busy} continueLabel="Sign and continue" />
      </Stack>
    </form>
  );
}
