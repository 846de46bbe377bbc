import { Button, Checkbox, Group, Paper, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { mailNotSent, mailSentence } from '../../../lib/mail-outcome';
import { useCircle } from '../api/circles';
import { personName, type CircleRecord } from '../api/types';
import { useSendInvite } from '../api/use-send-invite';
import { EXPIRY_OPTIONS, RELATIONSHIPS, SCOPES, SCOPE_LABELS, scopePreview } from '../lib/labels';
import { CopyLink } from './copy-link';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /circles/{id}/invite: the owner chooses who, what they can see and do, for how long, and consents */
export function InviteScreenBody({ id, userId }: { id: string; userId: string }) {
  const circle = useCircle(id);
  return (
    <QueryState
      isPending={circle.isPending}
      errorMessage={circle.error && (circle.error as { status?: number }).status !== 404 ? errorMessage(circle.error) : null}
      onRetry={() => void circle.refetch()}
      loadingLabel="Loading circle"
    >
      {circle.data && circle.data.owner === userId ? (
        <InviteForm circle={circle.data} />
      ) : (
        <EmptyState title="Circle not found" action={<Button component={Link} to={paths.circles.path} variant="light">Back to circles</Button>}>
          Only the owner of a circle can invite people to it.
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
  const owner = personName(circle.expand?.member);
  const send = useSendInvite();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: {
      email: (v) => (EMAIL.test(v.trim()) ? null : 'Enter a valid email address.'),
      scopes: (v) => (v.length ? null : 'Choose at least one thing to share.'),
      consent: (v) => (v ? null : 'Confirm that you agree to share this information.'),
    },
  });
  const v = form.values;
  const who = v.name.trim() || 'They';
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
            {mailNotSent(sent.mail) ? 'Invitation ready to share' : 'Invitation sent'}
          </Title>
          <Text role="status">
            {mailSentence(sent.mail, sent.invite.email, 'an invitation')}
            {mailNotSent(sent.mail) ? '' : ' If it does not arrive, copy the link below and send it yourself.'} The link works once and expires in 7 days.
          </Text>
          <CopyLink link={sent.link} />
          <Group>
            <Button component={Link} to={paths.circle.href(circle.id)}>
              Back to the circle
            </Button>
            <Button variant="light" onClick={() => { send.reset(); form.setValues({ email: '', name: '', message: '', consent: false }); }}>
              Invite someone else
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invitation">
      <Stack gap="md" maw={640}>
        {formError ? (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        ) : null}
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} autoComplete="off" />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <Select label="Relationship" placeholder="Choose one" data={RELATIONSHIPS} {...form.getInputProps('relationship')} clearable />
        <Radio.Group label="Access" {...form.getInputProps('access')}>
          <Stack gap={6} mt={4}>
            <Radio value="view" label="View only" />
            <Radio value="manage" label="View and manage (book, create tasks, upload)" />
          </Stack>
        </Radio.Group>
        <Checkbox.Group label="What they can see" {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={4}>
            {SCOPES.map((s) => (
              <Checkbox key={s} value={s} label={SCOPE_LABELS[s]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Paper withBorder p="sm" radius="md" bg="gray.0" aria-label="Preview" role="region">
          <Text fw={600} size="sm">
            What {v.name.trim() || 'they'} will see
          </Text>
          {v.scopes.length ? (
            scopePreview(v.scopes, v.access, who).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="gray.7">
              Nothing yet: choose what to share above.
            </Text>
          )}
          <Text size="sm" c="gray.7">
            Nothing else of {owner}&apos;s account is shared.
          </Text>
        </Paper>
        <Select label="Access ends after" data={EXPIRY_OPTIONS} value={v.expiry} onChange={(x) => form.setFieldValue('expiry', x ?? '548')} allowDeselect={false} />
        <Textarea label="Message" description="Optional, included in the email." {...form.getInputProps('message')} autosize minRows={2} />
        <Checkbox
          label={`I agree to share ${owner}'s information listed above with this person. I can end it at any time.`}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send invitation
          </Button>
          <Button component={Link} to={paths.circle.href(circle.id)} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
