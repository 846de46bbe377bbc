import { useState } from 'react';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { inviteCoAdmin, inviteOrgUser } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** invites an employer admin or an agency colleague by email */
export function InvitePersonForm({ kind, target, label, submitLabel }: {
  kind: 'employer_admin' | 'broker_user';
  target: { employer?: string; broker?: string };
  label: string;
  submitLabel: string;
}) {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setMsg(null);
    if (!EMAIL.test(email.trim())) return setErrors({ email: 'Enter a valid email address.' });
    setErrors({});
    setBusy(true);
    try {
      // admins of the employer may invite co-admins through the roster route (the records rule is for brokers)
      if (kind === 'employer_admin' && target.employer) await inviteCoAdmin(target.employer, email, name);
      else await inviteOrgUser(kind, target, email, name);
      setMsg({ ok: true, text: `Invitation sent to ${email.trim()}.` });
      setName('');
      setEmail('');
      await qc.invalidateQueries({ queryKey: orgKeys.all });
    } catch (err) {
      setErrors(fieldErrors(err));
      setMsg({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} w={{ base: '100%', sm: 200 }} />
        <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors['email']} w={{ base: '100%', sm: 240 }} />
        <Button type="submit" loading={busy} mt={{ base: 0, sm: 25 }}>
          {submitLabel}
        </Button>
      </Group>
      {msg ? (
        <Alert mt="sm" color={msg.ok ? 'green' : 'red'} role={msg.ok ? 'status' : 'alert'}>
          {msg.text}
        </Alert>
      ) : null}
    </form>
  );
}
