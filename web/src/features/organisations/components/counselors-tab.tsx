import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { pb } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { orgKeys, useCounselors } from '../api/orgs-api';
import type { EmployerRecord } from '../api/org-types';

function PoolEditor({ employer }: { employer: EmployerRecord }) {
  const qc = useQueryClient();
  const all = useCounselors();
  const [value, setValue] = useState<string[]>(employer.counselors ?? []);
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    setBusy(true);
    setMsg(null);
    try {
      await pb.collection('employers').update(employer.id, { counselors: value });
      await qc.invalidateQueries({ queryKey: orgKeys.all });
      setMsg({ ok: true, text: 'The counselor pool was saved.' });
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <MultiSelect
          label="Counselors serving this employer"
          description="New members are matched with one of these counselors."
          data={(all.data ?? []).map((c) => ({ value: c.id, label: c.display_name || c.id }))}
          value={value}
          onChange={setValue}
          searchable
          disabled={all.isPending}
        />
        {msg ? <Alert color={msg.ok ? 'green' : 'red'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</Alert> : null}
        <Button w="fit-content" onClick={() => void save()} loading={busy}>
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
