import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import { useInvitePerson } from '../api/use-invite-person';
import { useT } from '../../../i18n/use-t';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** invites an employer admin or an agency colleague by email */
export function InvitePersonForm({ kind, target, label, submitLabel }: {
  kind: 'employer_admin' | 'broker_user';
  target: { employer?: string; broker?: string };
  label: string;
  submitLabel: string;
}) {
  const t = useT();
  const invite = useInvitePerson();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: { email: (v) => (EMAIL.test(v.trim()) ? null : t('validation.email')) },
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
        <TextInput label={t('form.name')} {...form.getInputProps('name')} w={{ base: '100%', sm: 200 }} />
        <TextInput label={t('form.email')} type="email" required {...form.getInputProps('email')} w={{ base: '100%', sm: 240 }} />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, sm: 25 }}>
          {submitLabel}
        </Button>
      </Group>
      {invite.isSuccess ? (
        <Alert mt="sm" color={mailNotSent(invite.data.mail) ? 'yellow' : 'green'} role="status">
          {mailSentence(invite.data.mail, invite.data.invite.email, t('org.mail.anInvitation'))}
          {mailNotSent(invite.data.mail) && invite.data.link ? <ShareLink link={invite.data.link} title={t('org.mail.shareTitle')} /> : null}
        </Alert>
      ) : invite.isError ? (
        <Alert mt="sm" color="red" role="alert">
          {errorMessage(invite.error)}
        </Alert>
      ) : null}
    </form>
  );
}
