import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import { useInviteEmployee } from '../api/use-invite-employee';
import { useT } from '../../../i18n/use-t';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E/B: adds one employee to the roster and emails the sign-up link (or, when mail did not go out, offers it to copy) */
export function InviteForm({ employer }: { employer: string }) {
  const t = useT();
  const invite = useInviteEmployee();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', employee_id: '', eligibility_start: '', eligibility_end: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('org.inviteForm.nameRequired')),
      email: (v) => (EMAIL.test(v.trim()) ? null : t('validation.email')),
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
    <form onSubmit={submit} noValidate aria-label={t('org.invite.employeeTitle')}>
      <Stack gap="sm">
        {invite.isError ? <Alert color="red" role="alert">{errorMessage(invite.error)}</Alert> : null}
        {invite.isSuccess ? (
          <Alert color={mailNotSent(invite.data.mail) ? 'yellow' : 'green'} role="status">
            {mailSentence(invite.data.mail, invite.variables.email, t('org.mail.anInvitation'))}
            {mailNotSent(invite.data.mail) && invite.data.link ? <ShareLink link={invite.data.link} title={t('org.mail.shareTitle')} /> : null}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('org.inviteForm.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('org.inviteForm.email')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('org.roster.employeeId')} {...form.getInputProps('employee_id')} />
          <TextInput label={t('org.roster.eligibleFrom')} type="date" {...form.getInputProps('eligibility_start')} />
          <TextInput label={t('org.roster.eligibleUntil')} type="date" {...form.getInputProps('eligibility_end')} />
        </SimpleGrid>
        <Button type="submit" loading={invite.isPending} w="fit-content">
          {t('org.inviteForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
