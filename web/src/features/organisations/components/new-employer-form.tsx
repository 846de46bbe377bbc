import { useState } from 'react';
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { inviteOrgUser } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';
import type { EmployerRecord } from '../api/org-types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** B: adds a prospect (or onboarding) employer to the agency's book and invites its first admin */
export function NewEmployerForm({ broker, onDone }: { broker: string; onDone?: (e: EmployerRecord) => void }) {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string>('prospect');
  const [adminName, setAdminName] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const errs: Record<string, string> = {};
    if (!name.trim()) errs['name'] = 'Enter the employer\'s name.';
    if (adminEmail && !EMAIL.test(adminEmail.trim())) errs['adminEmail'] = 'Enter a valid email address.';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setError(null);
    try {
      const e = await pb.collection('employers').create<EmployerRecord>({ name: name.trim(), broker, status });
      if (adminEmail.trim()) await inviteOrgUser('employer_admin', { employer: e.id }, adminEmail, adminName);
      await qc.invalidateQueries({ queryKey: orgKeys.all });
      setDone(adminEmail ? `${e.name} was added. We emailed an invitation to ${adminEmail.trim()}.` : `${e.name} was added to your book.`);
      setName('');
      setAdminName('');
      setAdminEmail('');
      onDone?.(e);
    } catch (err) {
      setErrors(fieldErrors(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New employer">
      <Stack gap="sm">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        {done ? <Alert color="green" role="status">{done}</Alert> : null}
        <TextInput label="Employer name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors['name']} />
        <Select
          label="Status"
          data={[{ value: 'prospect', label: 'Prospect' }, { value: 'onboarding', label: 'Onboarding' }]}
          value={status}
          onChange={(v) => setStatus(v ?? 'prospect')}
          allowDeselect={false}
        />
        <TextInput label="First admin's name" value={adminName} onChange={(e) => setAdminName(e.currentTarget.value)} />
        <TextInput
          label="First admin's email"
          description="We email them an invitation to manage the employer's account."
          type="email"
          value={adminEmail}
          onChange={(e) => setAdminEmail(e.currentTarget.value)}
          error={errors['adminEmail'] ?? errors['email']}
        />
        <Button type="submit" loading={busy} w="fit-content">
          Add employer
        </Button>
      </Stack>
    </form>
  );
}
