import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { inviteEmployee } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E/B: adds one employee to the roster and emails the sign-up link */
export function InviteForm({ employer }: { employer: string }) {
  const qc = useQueryClient();
  const [v, setV] = useState({ name: '', email: '', employee_id: '', eligibility_start: '', eligibility_end: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV((s) => ({ ...s, [k]: e.currentTarget.value }));
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const errs: Record<string, string> = {};
    if (!v.name.trim()) errs['name'] = 'Enter the employee\'s name.';
    if (!EMAIL.test(v.email.trim())) errs['email'] = 'Enter a valid email address.';
    setErrors(errs);
    setDone(null);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setError(null);
    try {
      await inviteEmployee({ employer, ...v, name: v.name.trim(), email: v.email.trim() });
      setDone(`Invitation sent to ${v.email.trim()}.`);
      setV({ name: '', email: '', employee_id: '', eligibility_start: '', eligibility_end: '' });
      await qc.invalidateQueries({ queryKey: orgKeys.all });
    } catch (err) {
      setErrors(fieldErrors(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invite an employee">
      <Stack gap="sm">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        {done ? <Alert color="green" role="status">{done}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Employee name" required value={v.name} onChange={set('name')} error={errors['name']} />
          <TextInput label="Work email" type="email" required value={v.email} onChange={set('email')} error={errors['email']} />
          <TextInput label="Employee ID" value={v.employee_id} onChange={set('employee_id')} />
          <TextInput label="Eligible from" type="date" value={v.eligibility_start} onChange={set('eligibility_start')} error={errors['eligibility_start']} />
          <TextInput label="Eligible until" type="date" value={v.eligibility_end} onChange={set('eligibility_end')} error={errors['eligibility_end']} />
        </SimpleGrid>
        <Button type="submit" loading={busy} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
