import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { circleKeys, sendInvite, useCircle } from '../api/circles';
import { personName, type CircleRecord, type IssuedInvite } from '../api/types';
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

function InviteForm({ circle }: { circle: CircleRecord }) {
  const owner = personName(circle.expand?.member);
  const [v, setV] = useState<Values>({ email: '', name: '', relationship: null, access: 'view', scopes: [], expiry: '548', message: '', consent: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<IssuedInvite | null>(null);
  const queryClient = useQueryClient();
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((prev) => ({ ...prev, [k]: value }));
  const who = v.name.trim() || 'They';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!EMAIL.test(v.email.trim())) next.email = 'Enter a valid email address.';
    if (!v.scopes.length) next.scopes = 'Choose at least one thing to share.';
    if (!v.consent) next.consent = 'Confirm that you agree to share this information.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFormError(null);
    try {
      const out = await sendInvite({
        circle: circle.id, email: v.email.trim(), name: v.name.trim(), relationship: v.relationship ?? '', access: v.access,
        scopes: v.scopes, expires_in_days: Number(v.expiry), message: v.message.trim(), consent: true,
      });
      await queryClient.invalidateQueries({ queryKey: circleKeys.all });
      setSent(out);
    } catch (err) {
      setErrors(fieldErrors(err));
      const msg = errorMessage(err);
      setFormError(msg === 'Failed to create record.' ? 'The invitation was not sent. Check the highlighted fields and try again.' : msg);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} fz="xl">
            Invitation sent
          </Title>
          <Text>
            We emailed an invitation to {sent.invite.email}. If it does not arrive, copy the link below and send it yourself. It works once and expires in 7 days.
          </Text>
          <CopyLink link={sent.link} />
          <Group>
            <Button component={Link} to={paths.circle.href(circle.id)}>
              Back to the circle
            </Button>
            <Button variant="light" onClick={() => { setSent(null); setV((p) => ({ ...p, email: '', name: '', message: '', consent: false })); }}>
              Invite someone else
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invitation">
      <Stack gap="md" maw={640}>
        {formError ? (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        ) : null}
        <TextInput label="Email" type="email" required value={v.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} autoComplete="off" />
        <TextInput label="Name" value={v.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
        <Select label="Relationship" placeholder="Choose one" data={RELATIONSHIPS} value={v.relationship} onChange={(r) => set('relationship', r)} error={errors.relationship} clearable />
        <Radio.Group label="Access" value={v.access} onChange={(a) => set('access', a)} error={errors.access}>
          <Stack gap={6} mt={4}>
            <Radio value="view" label="View only" />
            <Radio value="manage" label="View and manage (book, create tasks, upload)" />
          </Stack>
        </Radio.Group>
        <Checkbox.Group label="What they can see" value={v.scopes} onChange={(s) => set('scopes', s)} error={errors.scopes}>
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
        <Select label="Access ends after" data={EXPIRY_OPTIONS} value={v.expiry} onChange={(x) => set('expiry', x ?? '548')} allowDeselect={false} />
        <Textarea label="Message" description="Optional, included in the email." value={v.message} onChange={(e) => set('message', e.currentTarget.value)} autosize minRows={2} />
        <Checkbox
          label={`I agree to share ${owner}'s information listed above with this person. I can end it at any time.`}
          checked={v.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
          error={errors.consent}
        />
        <Group>
          <Button type="submit" loading={busy}>
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
