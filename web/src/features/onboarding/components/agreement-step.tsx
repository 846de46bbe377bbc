import { useState } from 'react';
import { Alert, Anchor, Badge, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { AGREEMENT_DOCUMENTS } from '../agreement-documents';
import { acceptedVersions } from '../agreement-status';
import type { MemberRecord } from '../api/member-actions';
import type { AgreementRecord } from '../api/onboarding-actions';
import { useSignAgreements } from '../api/use-sign-agreements';
import { StepActions } from './step-frame';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

export interface AgreementStepProps {
  userId: string;
  member: MemberRecord;
  agreements: AgreementRecord[];
  /** undefined: no Back (a finished member re-accepting updated documents) */
  onBack?: () => void;
  onSaved: (member: MemberRecord) => void;
}

/** a title inside a sentence: "Terms of use" → "terms of use", acronyms kept ("AI assistant notice") */
const inSentence = (title: string) =>
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
  const sign = useSignAgreements({ userId, member, agreements });
  const form = useForm<{ checked: Record<string, boolean>; signature: string }>({
    mode: 'controlled',
    initialValues: {
      checked: Object.fromEntries(AGREEMENT_DOCUMENTS.map((d) => [d.document, accepted(agreements, d.document, d.version)])),
      signature: '',
    },
    validate: {
      checked: Object.fromEntries(
        AGREEMENT_DOCUMENTS.map((d) => [d.document, (on: boolean) => (on ? null : `Accept the ${inSentence(d.title)} to continue.`)]),
      ),
      signature: (v) => (v.trim() ? null : 'Type your full name to sign.'),
    },
  });
  const submit = form.onSubmit(
    ({ signature }) => sign.mutate(signature.trim(), { onSuccess: onSaved }),
    focusFirstInvalid(form),
  );

  return (
    <form onSubmit={submit} noValidate>
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
                {...form.getInputProps(`checked.${d.document}`, { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
        ))}
        <TextInput
          label="Type your full name to sign"
          autoComplete="name"
          {...form.getInputProps('signature')}
        />
        {sign.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(sign.error, 'saveOnboarding')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={sign.isPending} continueLabel="Sign and continue" />
      </Stack>
    </form>
  );
}
