import { useState, type FormEvent } from 'react';
import { Alert, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { completeStep, saveProfile, type MemberRecord, type ProfileRecord } from '../api/member-actions';
import { LANGUAGE_OPTIONS } from '../api/onboarding-actions';
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
  const [needs, setNeeds] = useState<string[]>(profile?.needs ?? []);
  const [upcoming, setUpcoming] = useState<string[]>(intake.upcoming_care ?? []);
  const [household, setHousehold] = useState<string | null>(intake.household ?? null);
  const [access, setAccess] = useState<string[]>(profile?.accessibility ?? []);
  const [interpreter, setInterpreter] = useState<string | null>(profile?.interpreter_language || null);
  const [notes, setNotes] = useState(profile?.notes_for_counselor ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await saveProfile(member.id, profile, {
        needs,
        accessibility: access,
        interpreter_language: access.includes('interpreter') ? (interpreter ?? '') : '',
        intake: { ...(profile?.intake ?? {}), upcoming_care: upcoming, household: household ?? '' },
        notes_for_counselor: notes.trim(),
      });
      onSaved(await completeStep(member, 'information'));
    } catch (err) {
      setFailure(errorMessage(err, 'saveOnboarding'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <Checkbox.Group label="What can we help with?" value={needs} onChange={setNeeds}>
          <Group mt="xs" gap="sm">
            {toData(NEEDS).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label="Any care coming up?" value={upcoming} onChange={setUpcoming}>
          <Group mt="xs" gap="sm">
            {toData(UPCOMING).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label="Who is in your household?"
          data={HOUSEHOLD}
          value={household}
          onChange={setHousehold}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the household answer' }}
        />
        <Checkbox.Group
          label="Accessibility"
          description="We will adapt how we work with you."
          value={access}
          onChange={setAccess}
        >
          <Group mt="xs" gap="sm">
            {toData(ACCESS).map((n) => (
              <Checkbox key={n.value} value={n.value} label={n.label} w={{ base: '100%', xs: 240 }} />
            ))}
          </Group>
        </Checkbox.Group>
        {access.includes('interpreter') ? (
          <Select label="Interpreter language" data={LANGUAGE_OPTIONS} value={interpreter} onChange={setInterpreter} />
        ) : null}
        <Textarea
          label="Anything else your counselor should know? (optional)"
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <StepActions onBack={onBack} busy={busy} continueLabel="Submit" />
      </Stack>
    </form>
  );
}
