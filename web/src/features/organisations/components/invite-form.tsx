import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import { useInviteEmployee } from '../api/use-invite-employee';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E/B: adds one employee to the roster and emails the sign-up link (or, when mail did not go out, offers it to copy) */
export function InviteForm({ employer }: { employer: string }) {
  const invite = useInviteEmployee();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', employee_id: '', eligibility_start: '', eligibility_end: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter the employee\'s name.'),
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.'),
    },
  });
  const submit = form.onSubmit(
    (v) =>
      invite.mutate(
        { employer, ...v, name: v.name.trim(), email: v.email.trim() },
        { onSuccess: () => form.reset(), onError: (err) => applyStoreErrors(form, err) },
      ),
    () => invite.reset(),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite an employee">
      <Stack gap="sm">
        {invite.isError ? <Alert color="red" role="alert">{errorMessage(invite.error)}</Alert> : null}
        {invite.isSuccess ? (
          <Alert color={mailNotSent(invite.data.mail) ? 'yellow' : 'green'} role="status">
            {mailSentence(invite.data.mail, invite.variables.email, 'an invitation')}
            {mailNotSent(invite.data.mail) && invite.data.link ? <ShareLink link={invite.data.link} title="Your Covey invitation" /> : null}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Employee name" required {...form.getInputProps('name')} />
          <TextInput label="Work email" type="email" required {...form.getInputProps('email')} />
          <TextInput label="Employee ID" {...form.getInputProps('employee_id')} />
          <TextInput label="Eligible from" type="date" {...form.getInputProps('eligibility_start')} />
          <TextInput label="Eligible until" type="date" {...form.getInputProps('eligibility_end')} />
        </SimpleGrid>
        <Button type="submit" loading={invite.isPending} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
