import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import type { EmployerRecord } from '../api/org-types';
import { useCreateEmployer } from '../api/use-create-employer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** B: adds a prospect (or onboarding) employer to the agency's book and invites its first admin */
export function NewEmployerForm({ broker, onDone }: { broker: string; onDone?: (e: EmployerRecord) => void }) {
  const create = useCreateEmployer();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', status: 'prospect', adminName: '', adminEmail: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter the employer\'s name.'),
      adminEmail: (v) => (v && !EMAIL.test(v.trim()) ? 'Enter a valid email address.' : null),
    },
  });
  const submit = form.onSubmit((v) =>
      create.mutate(
        { ...v, broker },
        {
          onSuccess: ({ employer }) => {
            form.setValues({ name: '', adminName: '', adminEmail: '' });
            onDone?.(employer);
          },
          onError: (err) => applyStoreErrors(form, err, 'save', { email: 'adminEmail' }),
        },
      ),
  );
  const invite = create.data?.invite ?? null;
  const done = create.isSuccess
    ? invite
      ? `${create.data.employer.name} was added. ${mailSentence(invite.mail, invite.invite.email, 'an invitation')}`
      : `${create.data.employer.name} was added to your book.`
    : null;

  return (
    <form onSubmit={submit} noValidate aria-label="New employer">
      <Stack gap="sm">
        {create.isError ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
        {done ? (
          <Alert color={invite && mailNotSent(invite.mail) ? 'yellow' : 'green'} role="status">
            {done}
            {invite && mailNotSent(invite.mail) && invite.link ? <ShareLink link={invite.link} title="Your Covey invitation" /> : null}
          </Alert>
        ) : null}
        <TextInput label="Employer name" required {...form.getInputProps('name')} />
        <Select
          label="Status"
          data={[{ value: 'prospect', label: 'Prospect' }, { value: 'onboarding', label: 'Onboarding' }]}
          value={form.values.status}
          onChange={(v) => form.setFieldValue('status', v ?? 'prospect')}
          allowDeselect={false}
        />
        <TextInput label="First admin's name" {...form.getInputProps('adminName')} />
        <TextInput
          label="First admin's email"
          description="They get an invitation to manage the employer's account."
          type="email"
          {...form.getInputProps('adminEmail')}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          Add employer
        </Button>
      </Stack>
    </form>
  );
}
