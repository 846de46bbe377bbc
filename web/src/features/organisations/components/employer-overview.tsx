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
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/message-id';
import { employersStatusLabels, selectOptions } from '../../../lib/select-labels';

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
const LABEL: Record<string, MessageId> = {
  name: 'org.field.name',
  industry: 'org.field.industry',
  address: 'org.field.address',
  eligibility_domain: 'org.field.eligibilityDomain',
  support_hours: 'org.field.supportHours',
  plan_year_start: 'org.field.planYearStart',
  open_enrollment_start: 'org.field.openEnrollmentStart',
  open_enrollment_end: 'org.field.openEnrollmentEnd',
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
  const t = useT();
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
    <form onSubmit={submit} noValidate aria-label={t('org.overview.editForm')}>
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
              label={t(LABEL[f]!)}
              required={f === 'name'}
              {...form.getInputProps(f)}
            />
          ))}
          {DATES.map((f) => (
            <TextInput
              key={f}
              type="date"
              label={t(LABEL[f]!)}
              {...form.getInputProps(f)}
            />
          ))}
          <TextInput
            label={t('org.overview.joinCode')}
            description={t('org.overview.joinCodeHelp')}
            {...form.getInputProps('join_code')}
          />
          {canSetStatus ? (
            <Select
              label={t('org.field.status')}
              data={selectOptions(employersStatusLabels)}
              value={form.values['status']}
              onChange={(v) => form.setFieldValue('status', v ?? '')}
            />
          ) : null}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('org.save')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('org.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who the employer's broker is, with a link to the agency (where an admin can disconnect it). */
function BrokerFact({ id }: { id: string }) {
  const t = useT();
  const broker = useBroker(id);
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {t('org.broker.title')}
      </Text>
      {!id ? (
        <Text fw={500}>{t('org.overview.noBroker')}</Text>
      ) : (
        <Anchor component={Link} to={`/brokers/${id}`} fw={500}>
          {broker.data?.name ?? t('org.overview.viewBroker')}
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
  const t = useT();
  const [editing, setEditing] = useState(false);
  const until = daysUntil(employer.open_enrollment_start);
  if (editing) return <EditForm employer={employer} canSetStatus={canSetStatus} onClose={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h3">
            {t('org.overview.profile')}
          </Title>
          <StatusBadge kind="employer" status={employer.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('org.field.industry')} value={employer.industry} />
          <Fact label={t('org.field.address')} value={employer.address} />
          <Fact label={t('org.field.supportHours')} value={employer.support_hours} />
          {canEdit ? <Fact label={t('org.field.eligibilityDomain')} value={employer.eligibility_domain} /> : null}
          {canEdit ? <BrokerFact id={employer.broker ?? ''} /> : null}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h3" mb="sm">
          {t('org.overview.dates')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('org.field.planYearStart')} value={day(employer.plan_year_start)} />
          <Fact label={t('org.field.openEnrollmentStart')} value={day(employer.open_enrollment_start)} />
          <Fact label={t('org.field.openEnrollmentEnd')} value={day(employer.open_enrollment_end)} />
        </SimpleGrid>
        {until !== null && until >= 0 ? (
          <Text mt="sm" size="sm">
            {t('org.enrollment.startsIn', { count: until })}
          </Text>
        ) : null}
      </Paper>
      {canEdit ? (
        <Button variant="light" w="fit-content" onClick={() => setEditing(true)}>
          {t('org.overview.edit')}
        </Button>
      ) : null}
    </Stack>
  );
}
