import { Alert, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import type { MemberRecord, ProfileRecord } from '../api/member-actions';
import { LANGUAGE_OPTIONS } from '../api/onboarding-actions';
import { useSaveInformation, type InformationInput } from '../api/use-save-information';
import { StepActions } from './step-frame';
import type { MessageId } from '../../../i18n/message-id';
import { profilesAccessibilityValues, profilesNeedsValues } from '../../../lib/schema';
import { useT, type Translate } from '../../../i18n/use-t';

const NEEDS = profilesNeedsValues;
const UPCOMING = ['surgery', 'pregnancy', 'new_diagnosis', 'none'] as const;
const HOUSEHOLD = ['alone', 'partner', 'children', 'caregiver', 'other'] as const;
const ACCESS = profilesAccessibilityValues;

const toData = <V extends string>(values: readonly V[], label: (v: V) => MessageId, t: Translate) =>
  values.map((value) => ({ value, label: t(label(value)) }));

export interface InformationStepProps {
  member: MemberRecord;
  profile: ProfileRecord | null;
  onBack: () => void;
  onSaved: (member: MemberRecord) => void;
}

/** Needs, upcoming care, household, accessibility: saved on `profiles`; submitting finishes onboarding. */
export function InformationStep({ member, profile, onBack, onSaved }: InformationStepProps) {
  const t = useT();
  const intake = (profile?.intake ?? {}) as { upcoming_care?: string[]; household?: string };
  const save = useSaveInformation(member, profile);
  const form = useForm<InformationInput>({
    mode: 'controlled',
    initialValues: {
      needs: profile?.needs ?? [],
      upcoming: intake.upcoming_care ?? [],
      household: intake.household ?? null,
      access: profile?.accessibility ?? [],
      interpreter: profile?.interpreter_language || null,
      notes: profile?.notes_for_counselor ?? '',
    },
  });
  const submit = form.onSubmit((v) => save.mutate(v, { onSuccess: onSaved }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Checkbox.Group label={t('onboard.needsLabel')} {...form.getInputProps('needs')}>
          <Group mt="xs" gap="sm">
            {toData(NEEDS, (v) => `onboard.need.${v}` as const, t).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t('onboard.upcomingLabel')} {...form.getInputProps('upcoming')}>
          <Group mt="xs" gap="sm">
            {toData(UPCOMING, (v) => `onboard.upcoming.${v}` as const, t).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('onboard.householdLabel')}
          data={toData(HOUSEHOLD, (v) => `onboard.household.${v}` as const, t)}
          {...form.getInputProps('household')}
          clearable
          clearButtonProps={{ 'aria-label': t('onboard.householdClear') }}
        />
        <Checkbox.Group
          label={t('onboard.accessLabel')}
          description={t('onboard.accessHint')}
          {...form.getInputProps('access')}
        >
          <Group mt="xs" gap="sm">
            {toData(ACCESS, (v) => `onboard.access.${v}` as const, t).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        {form.values.access.includes('interpreter') ? (
          <Select label={t('onboard.interpreterLanguage')} data={LANGUAGE_OPTIONS} {...form.getInputProps('interpreter')} />
        ) : null}
        <Textarea
          label={t('onboard.notes')}
          rows={3}
          {...form.getInputProps('notes')}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'saveOnboarding')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={save.isPending} continueLabel={t('onboard.submit')} />
      </Stack>
    </form>
  );
}
