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
import { useT } from '../../../i18n/use-t';

export interface AgreementStepProps {
  userId: string;
  member: MemberRecord;
  agreements: AgreementRecord[];
  /** undefined: no Back (a finished member re-accepting updated documents) */
  onBack?: () => void;
  onSaved: (member: MemberRecord) => void;
}

/**
 * The full text behind a toggle. Rendered whole when open (Mantine's Spoiler measured its height
 * once and cut the last line off on phones).
 */
function FullText({ id, children }: { id: string; children: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      {open ? (
        <Text size="sm" c="gray.8" id={id}>
          {children}
        </Text>
      ) : null}
      <Anchor component="button" type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? t('onboard.hideFull') : t('onboard.readFull')}
      </Anchor>
    </Stack>
  );
}

const accepted = (list: AgreementRecord[], document: string, version: string) =>
  acceptedVersions(list)[document] === version;

/** Each required document with a plain-language summary and its full text; a typed-name signature. */
export function AgreementStep({ userId, member, agreements, onBack, onSaved }: AgreementStepProps) {
  const t = useT();
  const sign = useSignAgreements({ userId, member, agreements });
  const form = useForm<{ checked: Record<string, boolean>; signature: string }>({
    mode: 'controlled',
    initialValues: {
      checked: Object.fromEntries(AGREEMENT_DOCUMENTS.map((d) => [d.document, accepted(agreements, d.document, d.version)])),
      signature: '',
    },
    validate: {
      checked: Object.fromEntries(
        AGREEMENT_DOCUMENTS.map((d) => [d.document, (on: boolean) => (on ? null : t(d.required))]),
      ),
      signature: (v) => (v.trim() ? null : t('onboard.signatureRequired')),
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
          <Paper key={d.document} withBorder p="md" radius="md" component="section" aria-label={t(d.title)}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} fz="lg">
                  {t(d.title)}
                </Title>
                <Badge variant="light" color="gray">
                  {t('onboard.version', { version: d.version })}
                </Badge>
              </Group>
              <Text fw={500}>{t(d.summary)}</Text>
              <FullText id={`${d.document}-full-text`}>{t(d.fullText)}</FullText>
              <Checkbox
                label={t(d.accept)}
                {...form.getInputProps(`checked.${d.document}`, { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
        ))}
        <TextInput
          label={t('onboard.signature')}
          autoComplete="name"
          {...form.getInputProps('signature')}
        />
        {sign.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(sign.error, 'saveOnboarding')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={sign.isPending} continueLabel={t('onboard.signContinue')} />
      </Stack>
    </form>
  );
}
