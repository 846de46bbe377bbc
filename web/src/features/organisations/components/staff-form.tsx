import { Alert, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { ShareLink } from '../../../components/share-link';
import { useCreateStaff } from '../api/use-create-staff';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

type Kind = 'counselor' | 'broker' | 'employer';
const ORG_LABEL: Record<Exclude<Kind, 'counselor'>, MessageId> = { broker: 'org.staff.agencyName', employer: 'org.staff.employerName' };

/** S: creates a counselor, a broker agency with its first user, or a directly sold employer with its first admin */
export function StaffForm({ defaultKind = 'employer' }: { defaultKind?: Kind }) {
  const t = useT();
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
    <form onSubmit={submit} noValidate aria-label={t('org.staff.formLabel')}>
      <Stack gap="sm">
        {create.isError ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
        {link !== null ? (
          <Alert color={mailNotSent(mail) ? 'yellow' : 'green'} role="status" title={t('org.staff.created')}>
            <Text size="sm">
              {mailSentence(mail, create.variables?.email ?? '', t('org.staff.aPasswordLink'))}
              {mailNotSent(mail) ? '' : ` ${t('org.staff.shareToo')}`} {t('org.staff.worksOnce')}
            </Text>
            <ShareLink link={link} label={t('org.staff.linkLabel')} title={t('org.staff.shareTitle')} />
          </Alert>
        ) : null}
        <Select
          label={t('org.staff.kind')}
          data={[
            { value: 'employer', label: t('org.staff.kindEmployer') },
            { value: 'broker', label: t('org.staff.kindBroker') },
            { value: 'counselor', label: t('org.counselor.title') },
          ]}
          value={kind}
          onChange={(v) => form.setFieldValue('kind', (v as Kind | null) ?? 'employer')}
          allowDeselect={false}
        />
        <TextInput label={kind === 'counselor' ? t('org.staff.counselorName') : t('org.staff.firstUserName')} required {...form.getInputProps('name')} />
        <TextInput label={t('form.email')} type="email" required {...form.getInputProps('email')} />
        {kind !== 'counselor' ? <TextInput label={t(ORG_LABEL[kind])} required {...form.getInputProps('org')} /> : null}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('org.staff.submit')}
        </Button>
      </Stack>
    </form>
  );
}
