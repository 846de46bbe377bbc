import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-errors';
import { createStaff } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';

type Kind = 'counselor' | 'broker' | 'employer';
const ORG_LABEL: Record<Kind, string> = { counselor: '', broker: 'Agency name', employer: 'Employer name' };

/** S: creates a counselor, a broker agency with its first user, or a directly sold employer with its first admin */
export function StaffForm({ defaultKind = 'employer' }: { defaultKind?: Kind }) {
  const qc = useQueryClient();
  const [kind, setKind] = useState<Kind>(defaultKind);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [org, setOrg] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    setLink(null);
    try {
      const res = await createStaff({ kind, name: name.trim(), email: email.trim(), organisation: org.trim() || undefined });
      setLink(res.link);
      setName('');
      setEmail('');
      setOrg('');
      await qc.invalidateQueries({ queryKey: orgKeys.all });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create an account">
      <Stack gap="sm">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        {link !== null ? (
          <Alert color="green" role="status" title="Account created">
            <Text size="sm">We emailed a link to set a password. You can also share it yourself (it works once):</Text>
            <Code block mt={4}>{link}</Code>
            <CopyButton value={link}>{({ copied, copy }) => <Button size="xs" mt="xs" variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
          </Alert>
        ) : null}
        <Select
          label="Account type"
          data={[{ value: 'employer', label: 'Employer (directly sold)' }, { value: 'broker', label: 'Broker agency' }, { value: 'counselor', label: 'Counselor' }]}
          value={kind}
          onChange={(v) => setKind((v as Kind | null) ?? 'employer')}
          allowDeselect={false}
        />
        <TextInput label={kind === 'counselor' ? 'Counselor\'s name' : 'First user\'s name'} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {kind !== 'counselor' ? <TextInput label={ORG_LABEL[kind]} required value={org} onChange={(e) => setOrg(e.currentTarget.value)} /> : null}
        <Button type="submit" loading={busy} w="fit-content">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
