import { Alert, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import type { MemberRecord, ProfileRecord } from '../api/member-actions';
import { LANGUAGE_OPTIONS } from '../api/onboarding-actions';
import { useSaveInformation, type InformationInput } from '../api/use-save-information';
import { StepActions } from './step-frame';

const NEEDS = [
  ['find_doctor', 'Find a doctor'],
  ['bills', 'Understand a bill'],
  ['claims', 'A claim or denial'],
  ['prescriptions', 'Prescriptions'],
  ['enrollment', 'Choosing or enrolling in a plan'],
  ['mental_health', 'Mental health care'],
  ['surgery', 'Surgery'],
  ['maternity', 'Pregnancy or a new baby'],
  ['chronic_condition', 'An ongoing condition'],
  ['caregiving', 'Caring for someone'],
  ['cost_estimate', 'What care will cost'],
  ['other', 'Something else'],
] as const;
const UPCOMING = [
  ['surgery', 'A surgery or procedure'],
  ['pregnancy', 'A pregnancy'],
  ['new_diagnosis', 'A new diagnosis'],
  ['none', 'Nothing planned'],
] as const;
const HOUSEHOLD = [
  { value: 'alone', label: 'Just me' },
  { value: 'partner', label: 'Me and a partner' },
  { value: 'children', label: 'Me and my children' },
  { value: 'caregiver', label: 'I care for someone' },
  { value: 'other', label: 'Something else' },
];
const ACCESS = [
  ['large_text', 'Large text'],
  ['screen_reader', 'Screen reader'],
  ['captions', 'Captions'],
  ['interpreter', 'An interpreter'],
  ['tty', 'TTY'],
  ['easy_read', 'Easy-read materials'],
] as const;

const toData = (list: readonly (readonly [string, string])[]) => list.map(([value, label]) => ({ value, label }));

export interface InformationStepProps {
  member: MemberRecord;
  profile: ProfileRecord | null;
  onBack: () => void;
  onSaved: (member: MemberRecord) => void;
}

/** Needs, upcoming care, household, accessibility: saved on `profiles`; submitting finishes onboarding. */
export function InformationStep({ member, profile, onBack, onSaved }: InformationStepProps) {
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
        <Checkbox.Group label="What can we help with?" {...form.getInputProps('needs')}>
          <Group mt="xs" gap="sm">
            {toData(NEEDS).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label="Any care coming up?" {...form.getInputProps('upcoming')}>
          <Group mt="xs" gap="sm">
            {toData(UPCOMING).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label="Who is in your household?"
          data={HOUSEHOLD}
          {...form.getInputProps('household')}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the household answer' }}
        />
        <Checkbox.Group
          label="Accessibility"
          description="We will adapt how we work with you."
          {...form.getInputProps('access')}
        >
          <Group mt="xs" gap="sm">
            {toData(ACCESS).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        {form.values.access.includes('interpreter') ? (
          <Select label="Interpreter language" data={LANGUAGE_OPTIONS} {...form.getInputProps('interpreter')} />
        ) : null}
        <Textarea
          label="Anything else your counselor should know? (optional)"
          rows={3}
          {...form.getInputProps('notes')}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'saveOnboarding')}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={save.isPending} continueLabel="Submit" />
      </Stack>
    </form>
  );
}
