import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useCounselors } from '../api/orgs-api';
import { useUpdateEmployer } from '../api/use-update-employer';
import type { EmployerRecord } from '../api/org-types';

function PoolEditor({ employer }: { employer: EmployerRecord }) {
  const all = useCounselors();
  const save = useUpdateEmployer();
  const form = useForm({ mode: 'controlled', initialValues: { counselors: employer.counselors ?? [] } });
  const submit = form.onSubmit(({ counselors }) => save.mutate({ id: employer.id, body: { counselors } }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <MultiSelect
          label="Counselors serving this employer"
          description="New members are matched with one of these counselors."
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
            The counselor pool was saved.
          </Alert>
        ) : null}
        <Button w="fit-content" onClick={() => submit()} loading={save.isPending}>
          Save pool
        </Button>
      </Stack>
    </Paper>
  );
}

/** Counselors tab: the employer's counselor pool (superuser edits it) */
export function CounselorsTab({ employer, isSuperuser }: { employer: EmployerRecord; isSuperuser: boolean }) {
  const pool = useCounselors(employer.counselors ?? []);
  return (
    <Stack gap="md">
      {isSuperuser ? <PoolEditor employer={employer} /> : null}
      {pool.isPending ? (
        <Skeleton h={80} aria-label="Loading counselors" />
      ) : pool.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(pool.error)}
        </Text>
      ) : !pool.data?.length ? (
        <EmptyState title="No counselors assigned yet">Covey assigns counselors to your group before members join.</EmptyState>
      ) : (
        pool.data.map((c) => (
          <Paper key={c.id} withBorder p="md" radius="md">
            <Group justify="space-between">
              <Stack gap={2}>
                <Anchor component={Link} to={paths.counselor.href(c.id)} fw={600}>
                  {c.display_name || 'Counselor'}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {[(c.languages ?? []).map((l) => l.toUpperCase()).join(', '), (c.specialties ?? []).map((s) => s.replace(/_/g, ' ')).join(', ')].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Badge variant="filled" color={c.accepting ? 'green.9' : 'gray.8'}>
                {c.accepting ? 'Accepting members' : 'Not accepting'}
              </Badge>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
