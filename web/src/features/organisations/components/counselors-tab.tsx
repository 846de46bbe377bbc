import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useCounselors } from '../api/orgs-api';
import { useUpdateEmployer } from '../api/use-update-employer';
import type { EmployerRecord } from '../api/org-types';
import { counselorsLanguagesLabels, counselorsSpecialtiesLabels } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';

function PoolEditor({ employer }: { employer: EmployerRecord }) {
  const t = useT();
  const all = useCounselors();
  const save = useUpdateEmployer();
  const form = useForm({ mode: 'controlled', initialValues: { counselors: employer.counselors ?? [] } });
  const submit = form.onSubmit(({ counselors }) => save.mutate({ id: employer.id, body: { counselors } }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <MultiSelect
          label={t('org.pool.label')}
          description={t('org.pool.help')}
          data={(all.data ?? []).map((c) => ({ value: c.id, label: c.display_name || c.id }))}
          {...form.getInputProps('counselors')}
          searchable
          disabled={all.isPending}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : save.isSuccess ? (
          <Alert color="green" role="status">
            {t('org.pool.saved')}
          </Alert>
        ) : null}
        <Button w="fit-content" onClick={() => submit()} loading={save.isPending}>
          {t('org.pool.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Counselors tab: the employer's counselor pool (superuser edits it) */
export function CounselorsTab({ employer, isSuperuser }: { employer: EmployerRecord; isSuperuser: boolean }) {
  const t = useT();
  const pool = useCounselors(employer.counselors ?? []);
  return (
    <Stack gap="md">
      {isSuperuser ? <PoolEditor employer={employer} /> : null}
      {pool.isPending ? (
        <Skeleton h={80} aria-label={t('org.pool.loading')} />
      ) : pool.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(pool.error)}
        </Text>
      ) : !pool.data?.length ? (
        <EmptyState title={t('org.pool.emptyTitle')}>{t('org.pool.emptyBody')}</EmptyState>
      ) : (
        pool.data.map((c) => (
          <Paper key={c.id} withBorder p="md" radius="md">
            <Group justify="space-between">
              <Stack gap={2}>
                <Anchor component={Link} to={paths.counselor.href(c.id)} fw={600}>
                  {c.display_name || t('org.counselor.title')}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {[(c.languages ?? []).map((l) => counselorsLanguagesLabels[l] ?? l).join(', '), (c.specialties ?? []).map((s) => counselorsSpecialtiesLabels[s] ?? s).join(', ')].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Badge variant="filled" color={c.accepting ? 'green.9' : 'gray.8'}>
                {c.accepting ? t('org.pool.accepting') : t('org.pool.notAccepting')}
              </Badge>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
