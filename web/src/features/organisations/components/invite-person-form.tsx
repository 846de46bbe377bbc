import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import { useInvitePerson } from '../api/use-invite-person';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** invites an employer admin or an agency colleague by email */
export function InvitePersonForm({ kind, target, label, submitLabel }: {
  kind: 'employer_admin' | 'broker_user';
  target: { employer?: string; broker?: string };
  label: string;
  submitLabel: string;
}) {
  const invite = useInvitePerson();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: { email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.') },
  });
  const submit = form.onSubmit(
    ({ name, email }) =>
      invite.mutate(
        { kind, target, email, name },
        { onSuccess: () => form.reset(), onError: (err) => applyStoreErrors(form, err) },
      ),
    () => invite.reset(),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput label="Name" {...form.getInputProps('name')} w={{ base: '100%', sm: 200 }} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} w={{ base: '100%', sm: 240 }} />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, sm: 25 }}>
          {submitLabel}
        </Button>
      </Group>
      {invite.isSuccess ? (
        <Alert mt="sm" color={mailNotSent(invite.data.mail) ? 'yellow' : 'green'} role="status">
          {mailSentence(invite.data.mail, invite.data.invite.email, 'an invitation')}
          {mailNotSent(invite.data.mail) && invite.data.link ? <ShareLink link={invite.data.link} title="Your Covey invitation" /> : null}
        </Alert>
      ) : invite.isError ? (
        <Alert mt="sm" color="red" role="alert">
          {errorMessage(invite.error)}
        </Alert>
      ) : null}
    </form>
  );
}
