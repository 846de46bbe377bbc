import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import type { EmployerRecord } from '../api/org-types';
import { useCreateEmployer } from '../api/use-create-employer';
import { employersStatusLabels } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** B: adds a prospect (or onboarding) employer to the agency's book and invites its first admin */
export function NewEmployerForm({ broker, onDone }: { broker: string; onDone?: (e: EmployerRecord) => void }) {
  const t = useT();
  const create = useCreateEmployer();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', status: 'prospect', adminName: '', adminEmail: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('org.newEmployer.nameRequired')),
      adminEmail: (v) => (v && !EMAIL.test(v.trim()) ? t('validation.email') : null),
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
      ? `${t('org.newEmployer.added', { name: create.data.employer.name })} ${mailSentence(invite.mail, invite.invite.email, t('org.mail.anInvitation'))}`
      : t('org.newEmployer.addedToBook', { name: create.data.employer.name })
    : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('org.newEmployer.label')}>
      <Stack gap="sm">
        {create.isError ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
        {done ? (
          <Alert color={invite && mailNotSent(invite.mail) ? 'yellow' : 'green'} role="status">
            {done}
            {invite && mailNotSent(invite.mail) && invite.link ? <ShareLink link={invite.link} title={t('org.mail.shareTitle')} /> : null}
          </Alert>
        ) : null}
        <TextInput label={t('org.staff.employerName')} required {...form.getInputProps('name')} />
        <Select
          label={t('org.field.status')}
          data={[
            { value: 'prospect', label: employersStatusLabels.prospect },
            { value: 'onboarding', label: employersStatusLabels.onboarding },
          ]}
          value={form.values.status}
          onChange={(v) => form.setFieldValue('status', v ?? 'prospect')}
          allowDeselect={false}
        />
        <TextInput label={t('org.newEmployer.adminName')} {...form.getInputProps('adminName')} />
        <TextInput
          label={t('org.newEmployer.adminEmail')}
          description={t('org.newEmployer.adminEmailHelp')}
          type="email"
          {...form.getInputProps('adminEmail')}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('org.newEmployer.submit')}
        </Button>
      </Stack>
    </form>
  );
}
