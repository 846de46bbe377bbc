import { useState, type FormEvent } from 'react';
import { Alert, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import {
  completeStep,
  saveMemberName,
  saveProfile,
  type MemberRecord,
  type ProfileRecord,
} from '../api/member-actions';
import {
  LANGUAGE_OPTIONS,
  acceptAgreement,
  deviceLanguage,
  deviceTimeZone,
  saveUserContact,
  type AgreementRecord,
} from '../api/onboarding-actions';
import { StepActions } from './step-frame';

export const SMS_CONSENT_VERSION = '2026-01';
const CONTACT = [
  { value: 'app', label: 'In the app' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text message' },
  { value: 'phone', label: 'Phone call' },
];
const ZIP = /^\d{5}(-\d{4})?$/;

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export interface ContactStepProps {
  user: UserRecord & { phone?: string; language?: string; timezone?: string };
  member: MemberRecord;
  profile: ProfileRecord | null;
  agreements: AgreementRecord[];
  onBack: () => void;
  onSaved: (member: MemberRecord) => void;
}

export function ContactStep({ user, member, profile, agreements, onBack, onSaved }: ContactStepProps) {
  const [v, setV] = useState({
    first: member.first_name || '',
    last: member.last_name || '',
    phone: profile?.phone || user.phone || '',
    preferred: profile?.preferred_contact || 'app',
    bestTimes: profile?.best_times || '',
    language: user.language || deviceLanguage(),
    timezone: user.timezone || deviceTimeZone(),
    zip: profile?.address?.zip ?? '',
    sms: agreements.some((a) => a.document === 'sms_consent' && a.action === 'accepted'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (value: string | boolean | null) => setV((s) => ({ ...s, [k]: value ?? '' }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!v.first.trim()) next.first = 'Enter your first name.';
    if ((v.preferred === 'sms' || v.preferred === 'phone') && !v.phone.trim())
      next.phone = 'Enter a phone number to be reached by phone or text.';
    if (v.zip && !ZIP.test(v.zip.trim())) next.zip = 'Enter a 5-digit ZIP code.';
    if (v.preferred === 'sms' && !v.sms) next.sms = 'Allow text messages to be contacted by text.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveMemberName(member, v.first.trim(), v.last.trim());
      await saveUserContact(user.id, {
        name: `${v.first.trim()} ${v.last.trim()}`.trim(),
        phone: v.phone.trim(),
        language: v.language,
        timezone: v.timezone,
      });
      await saveProfile(member.id, profile, {
        phone: v.phone.trim(),
        preferred_contact: v.preferred,
        best_times: v.bestTimes.trim(),
        address: { ...(profile?.address ?? {}), zip: v.zip.trim() },
      });
      if (v.sms) {
        await acceptAgreement({
          userId: user.id,
          memberId: member.id,
          document: 'sms_consent',
          version: SMS_CONSENT_VERSION,
          signatureName: `${v.first} ${v.last}`.trim(),
          existing: agreements,
        });
      }
      onSaved(await completeStep(member, 'contact'));
    } catch (err) {
      setFailure(errorMessage(err, 'saveOnboarding'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            value={v.first}
            error={errors.first}
            onChange={(e) => set('first')(e.currentTarget.value)}
            miw={200}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={v.last}
            onChange={(e) => set('last')(e.currentTarget.value)}
            miw={200}
          />
        </Group>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={v.phone}
          error={errors.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
        />
        <Select
          label="Preferred way to reach you"
          data={CONTACT}
          value={v.preferred}
          onChange={set('preferred')}
          allowDeselect={false}
        />
        <TextInput
          label="Best times to reach you"
          placeholder="Weekday evenings"
          value={v.bestTimes}
          onChange={(e) => set('bestTimes')(e.currentTarget.value)}
        />
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label="Language"
            data={LANGUAGE_OPTIONS}
            value={v.language}
            onChange={set('language')}
            allowDeselect={false}
            miw={200}
          />
          <Select
            label="Time zone"
            data={timeZones(v.timezone)}
            value={v.timezone}
            onChange={set('timezone')}
            searchable
            allowDeselect={false}
            miw={200}
          />
        </Group>
        <TextInput
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={v.zip}
          error={errors.zip}
          onChange={(e) => set('zip')(e.currentTarget.value)}
          maw={200}
        />
        <Checkbox
          label="You may send me text messages about my care (message and data rates may apply; reply STOP to end)"
          checked={v.sms}
          error={errors.sms}
          onChange={(e) => set('sms')(e.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={busy} />
      </Stack>
    </form>
  );
}
