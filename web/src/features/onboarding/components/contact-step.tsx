import { TimeZoneSelect } from '../../../components/time-zone-select';
import { Alert, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import type { MemberRecord, ProfileRecord } from '../api/member-actions';
import { LANGUAGE_OPTIONS, deviceLanguage, deviceTimeZone, type AgreementRecord } from '../api/onboarding-actions';
import { useSaveContact, type ContactInput } from '../api/use-save-contact';
import { StepActions } from './step-frame';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const CONTACT = [
  { value: 'app', label: 'contact.viaApp' },
  { value: 'email', label: 'contact.viaEmail' },
  { value: 'sms', label: 'contact.viaSms' },
  { value: 'phone', label: 'contact.viaPhone' },
] as const satisfies readonly { value: string; label: MessageId }[];
const ZIP = /^\d{5}(-\d{4})?$/;

export interface ContactStepProps {
  user: UserRecord & { phone?: string; language?: string; timezone?: string };
  member: MemberRecord;
  profile: ProfileRecord | null;
  agreements: AgreementRecord[];
  onBack: () => void;
  onSaved: (member: MemberRecord) => void;
}

export function ContactStep({ user, member, profile, agreements, onBack, onSaved }: ContactStepProps) {
  const save = useSaveContact({ userId: user.id, member, profile, agreements });
  const t = useT();
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: {
      first: member.first_name || '',
      last: member.last_name || '',
      phone: profile?.phone || user.phone || '',
      preferred: profile?.preferred_contact || 'app',
      bestTimes: profile?.best_times || '',
      language: user.language || deviceLanguage(),
      timezone: user.timezone || deviceTimeZone(),
      zip: profile?.address?.zip ?? '',
      sms: agreements.some((a) => a.document === 'sms_consent' && a.action === 'accepted'),
    },
    validate: {
      first: (v) => (v.trim() ? null : t('contact.firstRequired')),
      phone: (v, all) =>
        (all.preferred === 'sms' || all.preferred === 'phone') && !v.trim() ? t('contact.phoneRequired') : null,
      zip: (v) => (v && !ZIP.test(v.trim()) ? t('contact.zipInvalid') : null),
      sms: (v, all) => (all.preferred === 'sms' && !v ? t('contact.smsRequired') : null),
    },
  });
  const submit = form.onSubmit((v) => save.mutate(v, { onSuccess: onSaved }), focusFirstInvalid(form));
  const pick = (k: 'preferred' | 'language' | 'timezone') => ({
    value: form.values[k],
    onChange: (value: string | null) => form.setFieldValue(k, value ?? ''),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label={t('contact.first')}
            required
            autoComplete="given-name"
            {...form.getInputProps('first')}
            miw={200}
          />
          <TextInput
            label={t('contact.last')}
            autoComplete="family-name"
            {...form.getInputProps('last')}
            miw={200}
          />
        </Group>
        <TextInput
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Select
          label={t('contact.preferred')}
          data={CONTACT.map((c) => ({ value: c.value, label: t(c.label) }))}
          {...pick('preferred')}
          allowDeselect={false}
        />
        <TextInput
          label={t('contact.bestTimes')}
          placeholder={t('contact.bestTimesExample')}
          {...form.getInputProps('bestTimes')}
        />
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={t('language.label')}
            data={LANGUAGE_OPTIONS}
            {...pick('language')}
            allowDeselect={false}
            miw={200}
          />
          <TimeZoneSelect label={t('account.timeZone')} {...pick('timezone')} miw={200} />
        </Group>
        <TextInput
          label={t('contact.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.getInputProps('zip')}
          maw={200}
        />
        <Checkbox
          label={t('contact.sms')}
          {...form.getInputProps('sms', { type: 'checkbox' })}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'saveOnboarding')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={save.isPending} />
      </Stack>
    </form>
  );
}
