import { Alert, Button, Code, CopyButton, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateStaff } from '../api/use-create-staff';

type Kind = 'counselor' | 'broker' | 'employer';
const ORG_LABEL: Record<Kind, string> = { counselor: '', broker: 'Agency name', employer: 'Employer name' };

/** S: creates a counselor, a broker agency with its first user, or a directly sold employer with its first admin */
export function StaffForm({ defaultKind = 'employer' }: { defaultKind?: Kind }) {
  const create = useCreateStaff();
  const form = useForm<{ kind: Kind; name: string; email: string; org: string }>({
    mode: 'controlled',
    initialValues: { kind: defaultKind, name: '', email: '', org: '' },
  });
  const kind = form.values.kind;
  const submit = form.onSubmit(({ name, email, org }) =>
    create.mutate(
      { kind, name: name.trim(), email: email.trim(), organisation: org.trim() || undefined },
      { onSuccess: () => form.setValues({ name: '', email: '', org: '' }) },
    ),
  );
  const link = create.isSuccess ? create.data.link : null;
  const mail = create.isSuccess ? create.data.mail : 'off';
  const mailSentence =
    mail === 'sent'
      ? 'We emailed them a link to set a password. You can also share it yourself (it works once):'
      : mail === 'queued'
        ? 'We are emailing them a link to set a password. You can also share it yourself (it works once):'
        : mail === 'failed'
          ? 'The email could not be sent. Share this link with them yourself so they can set a password (it works once):'
          : mail === 'unknown'
            ? 'We could not check whether an email went out. Share this link with them so they can set a password (it works once):'
            : 'Mail is not set up, so no email was sent. Share this link with them yourself so they can set a password (it works once):';

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Stack gap="sm">
        {create.isError ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
        {link !== null ? (
          <Alert color="green" role="status" title="Account created">
            <Text size="sm">{mailSentence}</Text>
            <Code block mt={4}>{link}</Code>
            <CopyButton value={link}>{({ copied, copy }) => <Button size="xs" mt="xs" variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
          </Alert>
        ) : null}
        <Select
          label="Account type"
          data={[{ value: 'employer', label: 'Employer (directly sold)' }, { value: 'broker', label: 'Broker agency' }, { value: 'counselor', label: 'Counselor' }]}
          value={kind}
          onChange={(v) => form.setFieldValue('kind', (v as Kind | null) ?? 'employer')}
          allowDeselect={false}
        />
        <TextInput label={kind === 'counselor' ? 'Counselor\'s name' : 'First user\'s name'} required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        {kind !== 'counselor' ? <TextInput label={ORG_LABEL[kind]} required {...form.getInputProps('org')} /> : null}
        <Button type="submit" loading={create.isPending} w="fit-content">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
