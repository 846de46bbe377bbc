import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { LANGUAGE_CHOICES, deviceTimeZone } from '../../../lib/locale-options';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { profilesNeedsValues, type ProfilesNeeds } from '../../../lib/schema';
import type { MemberDetails, MemberDetailsInput } from '../api/my-details';
import { useSaveMemberDetails } from '../api/use-save-member-details';
import { ACCESSIBILITY_OPTIONS, CONTACT_OPTIONS } from '../lib/profile-options';
import { DEMO_NOT_SAVED } from './profile-form';

const NEEDS: readonly ProfilesNeeds[] = profilesNeedsValues;
const needLabel = (need: ProfilesNeeds): MessageId => `profile.need.${need}`;

function initialMemberValues(d: MemberDetails): MemberDetailsInput {
  return {
    name: d.user.name || [d.member?.first_name, d.member?.last_name].filter(Boolean).join(' '),
    phone: d.profile?.phone || d.user.phone || '',
    preferred: d.profile?.preferred_contact || 'app',
    bestTimes: d.profile?.best_times || '',
    language: d.user.language || 'en',
    timezone: d.user.timezone || deviceTimeZone(),
    needs: d.profile?.needs ?? [],
    accessibility: d.profile?.accessibility ?? [],
  };
}

/** A member's own facts from onboarding, editable: how to reach them, their language and zone, what they need help with. */
export function MemberDetailsForm({ details, demo }: { details: MemberDetails; demo: boolean }) {
  const t = useT();
  const save = useSaveMemberDetails(details);
  const [demoNotice, setDemoNotice] = useState(false);
  const form = useForm<MemberDetailsInput>({
    mode: 'controlled',
    initialValues: initialMemberValues(details),
    validate: {
      name: (v) => (v.trim() ? null : t('validation.name')),
      phone: (v, all) =>
        (all.preferred === 'sms' || all.preferred === 'phone') && !v.trim() ? t('contact.phoneRequired') : null,
    },
  });
  const submit = form.onSubmit((v) => {
    if (demo) return setDemoNotice(true);
    save.mutate(v, { onError: (err) => applyStoreErrors(form, err, 'saveProfile', { preferred_contact: 'preferred', best_times: 'bestTimes' }) });
  });
  const pick = (k: 'preferred' | 'language' | 'timezone') => ({
    value: form.values[k],
    onChange: (value: string | null) => form.setFieldValue(k, value ?? ''),
    error: form.errors[k],
  });
  const status = demoNotice
    ? { ok: true, text: t(DEMO_NOT_SAVED) }
    : save.isSuccess
      ? { ok: true, text: t('profile.detailsSaved') }
      : save.isError
        ? { ok: false, text: errorMessage(save.error, 'saveProfile') }
        : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="details-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="details-title">
            {t('profile.detailsTitle')}
          </Title>
          <TextInput label={t('form.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('contact.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <Select label={t('profile.preferred')} data={CONTACT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))} allowDeselect={false} {...pick('preferred')} />
          </SimpleGrid>
          <TextInput label={t('profile.bestTimes')} placeholder={t('contact.bestTimesExample')} {...form.getInputProps('bestTimes')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('language.label')}
              description={t('profile.languageHint')}
              data={LANGUAGE_CHOICES}
              allowDeselect={false}
              {...pick('language')}
            />
            <TimeZoneSelect label={t('account.timeZone')} description={t('account.timeZoneHint')} {...pick('timezone')} />
          </SimpleGrid>
          {details.member ? (
            <>
              <Checkbox.Group label={t('profile.needs')} {...form.getInputProps('needs')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                  {NEEDS.map((n) => (
                    <Checkbox key={n} value={n} label={t(needLabel(n))} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Checkbox.Group label={t('profile.accessibility')} {...form.getInputProps('accessibility')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                  {ACCESSIBILITY_OPTIONS.map((n) => (
                    <Checkbox key={n.value} value={n.value} label={t(n.label)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </>
          ) : null}
          {status ? (
            <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.saveDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
