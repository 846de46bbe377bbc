import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { pb } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { orgKeys, useCounselors, useMemberInvites } from '../api/orgs-api';
import type { RosterMember } from '../api/org-types';
import { day, isoDay } from '../lib/org-labels';
import { RosterActions } from './roster-actions';
import { StatusBadge } from './status-badge';

function useRosterMember(id: string) {
  return useQuery({ queryKey: ['orgs', 'member', id], queryFn: () => pb.collection('members').getOne<RosterMember>(id, { expand: 'employer' }), retry: false });
}

function Eligibility({ m }: { m: RosterMember }) {
  const qc = useQueryClient();
  const [start, setStart] = useState(isoDay(m.eligibility_start));
  const [end, setEnd] = useState(isoDay(m.eligibility_end));
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    setMsg(null);
    try {
      await pb.collection('members').update(m.id, { eligibility_start: start ? `${start} 00:00:00.000Z` : '', eligibility_end: end ? `${end} 00:00:00.000Z` : '' });
      await qc.invalidateQueries({ queryKey: orgKeys.all });
      setMsg({ ok: true, text: 'Eligibility dates saved.' });
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label="Eligible from" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        <TextInput type="date" label="Eligible until" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        <Button variant="light" onClick={() => void save()}>
          Save dates
        </Button>
      </Group>
      {msg ? <Alert color={msg.ok ? 'green' : 'red'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</Alert> : null}
    </Stack>
  );
}

/** S: reassign the member's counselor (the server moves chat access with it) */
function ReassignCounselor({ m }: { m: RosterMember }) {
  const qc = useQueryClient();
  const all = useCounselors();
  const [value, setValue] = useState<string | null>(m.counselor || null);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    setMsg(null);
    try {
      await pb.collection('members').update(m.id, { counselor: value ?? '' });
      await qc.invalidateQueries({ queryKey: ['orgs'] });
      setMsg({ ok: true, text: 'The counselor was changed. Access moved to the new counselor.' });
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label="Counselor" data={(all.data ?? []).map((c) => ({ value: c.id, label: c.display_name || c.id }))} value={value} onChange={setValue} searchable w={260} />
        <Button variant="light" onClick={() => void save()}>
          Reassign counselor
        </Button>
      </Group>
      {msg ? <Alert color={msg.ok ? 'green' : 'red'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</Alert> : null}
    </Stack>
  );
}

/** /members/{id} for E/B/S: the roster card (no health data) */
export function RosterCard({ id, isSuperuser }: { id: string; isSuperuser: boolean }) {
  const member = useRosterMember(id);
  const m = member.data;
  const invites = useMemberInvites(m ? id : '');
  const invite = invites.data?.[0];
  const employer = (m?.expand as { employer?: { id: string; name: string } } | undefined)?.employer;
  const name = m ? `${m.first_name} ${m.last_name}`.trim() || m.email : '';
  return (
    <QueryState isPending={member.isPending} errorMessage={member.error ? errorMessage(member.error) : null} onRetry={() => void member.refetch()} loadingLabel="Loading roster card">
      {m ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="h3">
                Roster card
              </Title>
              <StatusBadge status={m.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Text size="sm">Email: {m.email || '—'}</Text>
              <Text size="sm">Employee ID: {m.employee_id || '—'}</Text>
              <Text size="sm">
                Eligibility: {day(m.eligibility_start)} – {day(m.eligibility_end)}
              </Text>
              <Text size="sm">
                Employer: {employer ? <Anchor component={Link} to={paths.employer.href(employer.id)}>{employer.name}</Anchor> : '—'}
              </Text>
              <Text size="sm">Invitation: {invite ? `${invite.status} (sent ${invite.sent_count} time${invite.sent_count === 1 ? '' : 's'}, last ${day(invite.last_sent)})` : 'none'}</Text>
            </SimpleGrid>
            <RosterActions row={m} invite={invite} who={name} />
            <Eligibility m={m} />
            {isSuperuser ? <ReassignCounselor m={m} /> : null}
            <Text size="xs" c="gray.7">
              Health information (coverage, reports, appointments, chats) is private to the member and their counselor.
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </QueryState>
  );
}
