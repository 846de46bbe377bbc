import { Alert, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
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
  const mail = create.data?.mail;

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Stack gap="sm">
        {create.isError ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
        {link !== null ? (
          <Alert color={mailNotSent(mail) ? 'yellow' : 'green'} role="status" title="Account created">
            <Text size="sm">
              {mailSentence(mail, create.variables?.email ?? '', 'a link to set a password')}
              {mailNotSent(mail) ? '' : ' You can also share it yourself.'} The link works once.
            </Text>
            <ShareLink link={link} label="Link to set a password" title="Your Covey account" />
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
