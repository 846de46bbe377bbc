import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import { useBroker } from '../api/orgs-api';
import { useUpdateEmployer } from '../api/use-update-employer';
import type { EmployerRecord } from '../api/org-types';
import { day, daysUntil, isoDay } from '../lib/org-labels';
import { StatusBadge } from './status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </Stack>
  );
}

const FIELDS = ['name', 'industry', 'address', 'eligibility_domain', 'support_hours'] as const;
const DATES = ['plan_year_start', 'open_enrollment_start', 'open_enrollment_end'] as const;
const LABEL: Record<string, string> = {
  name: 'Name',
  industry: 'Industry',
  address: 'Address',
  eligibility_domain: 'Work email domain',
  support_hours: 'Support hours',
  plan_year_start: 'Plan year starts',
  open_enrollment_start: 'Open enrollment starts',
  open_enrollment_end: 'Open enrollment ends',
};

function EditForm({
  employer,
  canSetStatus,
  onClose,
}: {
  employer: EmployerRecord;
  canSetStatus: boolean;
  onClose: () => void;
}) {
  const update = useUpdateEmployer();
  const form = useForm({
    mode: 'controlled',
    initialValues: (() => {
      const v: Record<string, string> = { status: employer.status, join_code: '' };
      for (const f of FIELDS) v[f] = employer[f] ?? '';
      for (const f of DATES) v[f] = isoDay(employer[f]);
      return v;
    })(),
  });
  const submit = form.onSubmit((values) => {
    const body: Record<string, string> = {};
    for (const f of FIELDS) body[f] = values[f]!.trim();
    for (const f of DATES) body[f] = values[f] ? `${values[f]} 00:00:00.000Z` : '';
    if (canSetStatus) body['status'] = values['status']!;
    // the join code is never read back (hidden field): only a new one is sent
    if (values['join_code']!.trim()) body['join_code'] = values['join_code']!.trim().toUpperCase();
    update.mutate({ id: employer.id, body }, { onSuccess: onClose, onError: (err) => applyStoreErrors(form, err) });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit employer">
      <Stack gap="sm">
        {update.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((f) => (
            <TextInput
              key={f}
              label={LABEL[f]}
              required={f === 'name'}
              {...form.getInputProps(f)}
            />
          ))}
          {DATES.map((f) => (
            <TextInput
              key={f}
              type="date"
              label={LABEL[f]}
              {...form.getInputProps(f)}
            />
          ))}
          <TextInput
            label="New join code"
            description="Employees can sign up with it; leave empty to keep the current one."
            {...form.getInputProps('join_code')}
          />
          {canSetStatus ? (
            <Select
              label="Status"
              data={['prospect', 'onboarding', 'active', 'terminated'].map((s) => ({
                value: s,
                label: s.charAt(0).toUpperCase() + s.slice(1),
              }))}
              value={form.values['status']}
              onChange={(v) => form.setFieldValue('status', v ?? '')}
            />
          ) : null}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who the employer's broker is, with a link to the agency (where an admin can disconnect it). */
function BrokerFact({ id }: { id: string }) {
  const broker = useBroker(id);
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        Broker
      </Text>
      {!id ? (
        <Text fw={500}>No broker connected</Text>
      ) : (
        <Anchor component={Link} to={`/brokers/${id}`} fw={500}>
          {broker.data?.name ?? 'View broker'}
        </Anchor>
      )}
    </Stack>
  );
}

/** Overview tab: profile, plan year and open-enrollment dates, status */
export function EmployerOverview({
  employer,
  canEdit,
  canSetStatus,
}: {
  employer: EmployerRecord;
  canEdit: boolean;
  canSetStatus: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const until = daysUntil(employer.open_enrollment_start);
  if (editing) return <EditForm employer={employer} canSetStatus={canSetStatus} onClose={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h3">
            Profile
          </Title>
          <StatusBadge kind="employer" status={employer.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label="Industry" value={employer.industry} />
          <Fact label="Address" value={employer.address} />
          <Fact label="Support hours" value={employer.support_hours} />
          {canEdit ? <Fact label="Work email domain" value={employer.eligibility_domain} /> : null}
          {canEdit ? <BrokerFact id={employer.broker ?? ''} /> : null}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h3" mb="sm">
          Dates
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Plan year starts" value={day(employer.plan_year_start)} />
          <Fact label="Open enrollment starts" value={day(employer.open_enrollment_start)} />
          <Fact label="Open enrollment ends" value={day(employer.open_enrollment_end)} />
        </SimpleGrid>
        {until !== null && until >= 0 ? (
          <Text mt="sm" size="sm">
            Open enrollment starts in {until} day{until === 1 ? '' : 's'}.
          </Text>
        ) : null}
      </Paper>
      {canEdit ? (
        <Button variant="light" w="fit-content" onClick={() => setEditing(true)}>
          Edit profile and dates
        </Button>
      ) : null}
    </Stack>
  );
}
