import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { useCounselors } from '../api/orgs-api';
import type { RosterMember } from '../api/org-types';
import { useUpdateRosterMember } from '../api/use-update-roster-member';
import { isoDay } from '../lib/org-labels';
import { useT } from '../../../i18n/use-t';

const storeDay = (d: string) => (d ? `${d} 00:00:00.000Z` : '');

function Outcome({ ok, error }: { ok: string | null; error: unknown }) {
  if (error) return <Alert color="red" role="alert">{errorMessage(error)}</Alert>;
  return ok ? <Alert color="green" role="status">{ok}</Alert> : null;
}

/** the member's eligibility dates on the roster card */
export function Eligibility({ m }: { m: RosterMember }) {
  const t = useT();
  const save = useUpdateRosterMember();
  const form = useForm({ mode: 'controlled', initialValues: { start: isoDay(m.eligibility_start), end: isoDay(m.eligibility_end) } });
  const submit = form.onSubmit(({ start, end }) =>
    save.mutate({ id: m.id, body: { eligibility_start: storeDay(start), eligibility_end: storeDay(end) } }),
  );
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label={t('org.roster.eligibleFrom')} {...form.getInputProps('start')} />
        <TextInput type="date" label={t('org.roster.eligibleUntil')} {...form.getInputProps('end')} />
        <Button variant="light" onClick={() => submit()}>
          {t('org.rosterCard.saveDates')}
        </Button>
      </Group>
      <Outcome ok={save.isSuccess ? t('org.rosterCard.datesSaved') : null} error={save.error} />
    </Stack>
  );
}

/** S: reassign the member's counselor (the server moves chat access with it) */
export function ReassignCounselor({ m }: { m: RosterMember }) {
  const t = useT();
  const all = useCounselors();
  const save = useUpdateRosterMember();
  const form = useForm<{ counselor: string | null }>({ mode: 'controlled', initialValues: { counselor: m.counselor || null } });
  const submit = form.onSubmit(({ counselor }) => save.mutate({ id: m.id, body: { counselor: counselor ?? '' } }));
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('org.counselor.title')}
          data={(all.data ?? []).map((c) => ({ value: c.id, label: c.display_name || c.id }))}
          {...form.getInputProps('counselor')}
          searchable
          w={260}
        />
        <Button variant="light" onClick={() => submit()}>
          {t('org.rosterCard.reassign')}
        </Button>
      </Group>
      <Outcome ok={save.isSuccess ? t('org.rosterCard.reassigned') : null} error={save.error} />
    </Stack>
  );
}
