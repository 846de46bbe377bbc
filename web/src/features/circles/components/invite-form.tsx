import { Button, Checkbox, Group, Paper, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { mailNotSent } from '../../../lib/mail-outcome';
import { useCircle } from '../api/circles';
import { type CircleRecord } from '../api/types';
import { useSendInvite } from '../api/use-send-invite';
import { SCOPES, expiryOptions, relationshipOptions, scopeLabel, scopePreview } from '../lib/labels';
import { inviteMailText } from '../lib/mail-text';
import { useT } from '../../../i18n/use-t';
import { CopyLink } from './copy-link';
import { personName } from '../../../lib/person-name';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /circles/{id}/invite: the owner chooses who, what they can see and do, for how long, and consents */
export function InviteScreenBody({ id, userId }: { id: string; userId: string }) {
  const circle = useCircle(id);
  const t = useT();
  return (
    <QueryState
      isPending={circle.isPending}
      errorMessage={circle.error && (circle.error as { status?: number }).status !== 404 ? errorMessage(circle.error) : null}
      onRetry={() => void circle.refetch()}
      loadingLabel={t('circles.loadingCircle')}
    >
      {circle.data && circle.data.owner === userId ? (
        <InviteForm circle={circle.data} />
      ) : (
        <EmptyState
          title={t('circles.notFound')}
          action={
            <Button component={Link} to={paths.circles.path} variant="light">
              {t('circles.backToCircles')}
            </Button>
          }
        >
          {t('circles.invite.ownerOnly')}
        </EmptyState>
      )}
    </QueryState>
  );
}

interface Values {
  email: string;
  name: string;
  relationship: string | null;
  access: string;
  scopes: string[];
  expiry: string;
  message: string;
  consent: boolean;
}

const INITIAL: Values = { email: '', name: '', relationship: null, access: 'view', scopes: [], expiry: '548', message: '', consent: false };

function InviteForm({ circle }: { circle: CircleRecord }) {
  const send = useSendInvite();
  const t = useT();
  const owner = personName(circle.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: {
      email: (v) => (EMAIL.test(v.trim()) ? null : t('circles.invite.emailInvalid')),
      scopes: (v) => (v.length ? null : t('circles.invite.scopesMissing')),
      consent: (v) => (v ? null : t('circles.invite.consentMissing')),
    },
  });
  const v = form.values;
  const who = v.name.trim();
  const formError = send.error ? errorMessage(send.error) : null;

  const submit = form.onSubmit((values) =>
    send.mutate(
      {
        circle: circle.id, email: values.email.trim(), name: values.name.trim(), relationship: values.relationship ?? '', access: values.access,
        scopes: values.scopes, expires_in_days: Number(values.expiry), message: values.message.trim(), consent: true,
      },
      { onError: (err) => applyStoreErrors(form, err, 'save', { expires_in_days: 'expiry' }) },
    ),
    focusFirstInvalid(form),
  );

  const sent = send.data;
  if (sent) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {mailNotSent(sent.mail) ? t('circles.invite.ready') : t('circles.invite.sent')}
          </Title>
          <Text role="status">
            {inviteMailText('invite', sent.mail, sent.invite.email)}
          </Text>
          <CopyLink link={sent.link} />
          <Group>
            <Button component={Link} to={paths.circle.href(circle.id)}>
              {t('circles.invite.backToCircle')}
            </Button>
            <Button variant="light" onClick={() => { send.reset(); form.setValues({ email: '', name: '', message: '', consent: false }); }}>
              {t('circles.invite.someoneElse')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('circles.invite.label')}>
      <Stack gap="md" maw={640}>
        {formError ? (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        ) : null}
        <TextInput label={t('form.email')} type="email" required {...form.getInputProps('email')} autoComplete="off" />
        <TextInput label={t('form.name')} {...form.getInputProps('name')} />
        <Select label={t('circles.invite.relationship')} placeholder={t('circles.invite.chooseOne')} data={relationshipOptions()} {...form.getInputProps('relationship')} clearable />
        <Radio.Group label={t('circles.form.access')} {...form.getInputProps('access')}>
          <Stack gap={6} mt={4}>
            <Radio value="view" label={t('circles.form.viewOnly')} />
            <Radio value="manage" label={t('circles.invite.viewManage')} />
          </Stack>
        </Radio.Group>
        <Checkbox.Group label={t('circles.form.whatTheySee')} {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={4}>
            {SCOPES.map((s) => (
              <Checkbox key={s} value={s} label={scopeLabel(s)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Paper withBorder p="sm" radius="md" bg="gray.0" aria-label={t('circles.invite.preview')} role="region">
          <Text fw={600} size="sm">
            {t('circles.invite.willSee', { person: who ? 'name' : 'they', name: who })}
          </Text>
          {v.scopes.length ? (
            scopePreview(v.scopes, v.access, who).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="gray.7">
              {t('circles.invite.nothingYet')}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {t('circles.invite.nothingElse', { owner })}
          </Text>
        </Paper>
        <Select label={t('circles.invite.endsAfter')} data={expiryOptions()} value={v.expiry} onChange={(x) => form.setFieldValue('expiry', x ?? '548')} allowDeselect={false} />
        <Textarea label={t('circles.invite.message')} description={t('circles.invite.messageHint')} {...form.getInputProps('message')} autosize minRows={2} />
        <Checkbox
          label={t('circles.invite.consent', { owner })}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('circles.invite.send')}
          </Button>
          <Button component={Link} to={paths.circle.href(circle.id)} variant="default">
            {t('circles.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
