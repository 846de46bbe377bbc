import { useMemo, useState } from 'react';
import { Accordion, Anchor, Button, Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { exportRoster } from '../api/org-actions';
import { useEmployerInvites, useRoster } from '../api/orgs-api';
import { useOrgsLive } from '../api/use-orgs-live';
import type { InviteRecord } from '../api/org-types';
import { ROSTER_STATUS, day } from '../lib/org-labels';
import { InviteForm } from './invite-form';
import { InvitePersonForm } from './invite-person-form';
import { RosterActions } from './roster-actions';
import { RosterImport } from './roster-import';
import { StatusBadge } from './status-badge';

const PAGE = 50;

/** Roster tab (E/B/S): members table with status, eligibility dates, search and invite actions */
export function RosterTab({ employer }: { employer: string }) {
  useOrgsLive();
  const roster = useRoster(employer);
  const invites = useEmployerInvites(employer);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const latest = useMemo(() => {
    const m = new Map<string, InviteRecord>();
    for (const i of invites.data ?? []) if (i.member && !m.has(i.member)) m.set(i.member, i);
    return m;
  }, [invites.data]);
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (roster.data ?? []).filter(
      (r) =>
        (!status || r.status === status) &&
        (!needle || `${r.first_name} ${r.last_name} ${r.email} ${r.employee_id}`.toLowerCase().includes(needle)),
    );
  }, [roster.data, q, status]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);

  const download = async () => {
    setExportError(null);
    try {
      const blob = await exportRoster(employer);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'roster.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(errorMessage(err));
    }
  };

  return (
    <Stack gap="md">
      <Accordion variant="separated" multiple value={open} onChange={setOpen}>
        <Accordion.Item value="invite">
          <Accordion.Control>Invite an employee</Accordion.Control>
          <Accordion.Panel>
            {open.includes('invite') ? <InviteForm employer={employer} /> : null}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="admin">
          <Accordion.Control>Invite an admin</Accordion.Control>
          <Accordion.Panel>
            {open.includes('admin') ? (
              <InvitePersonForm kind="employer_admin" target={{ employer }} label="Invite an admin" submitLabel="Invite admin" />
            ) : null}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="import">
          <Accordion.Control>Import a roster (CSV)</Accordion.Control>
          <Accordion.Panel>
            {open.includes('import') ? <RosterImport employer={employer} /> : null}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search the roster"
          placeholder="Name, email or employee ID"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={Object.entries(ROSTER_STATUS).map(([value, label]) => ({ value, label }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <Button variant="default" onClick={() => void download()}>
          Export CSV
        </Button>
      </Group>
      {exportError ? (
        <Text c="red.8" role="alert">
          {exportError}
        </Text>
      ) : null}
      {roster.isPending ? (
        <Stack gap="xs" aria-label="Loading the roster">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : roster.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(roster.error)}
        </Text>
      ) : !roster.data?.length ? (
        <EmptyState title="No one on the roster yet">Invite employees one by one or import a CSV file.</EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {rows.length.toLocaleString('en-US')} of {roster.data.length.toLocaleString('en-US')} people
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>Roster</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Employee ID</Table.Th>
                  <Table.Th scope="col">Eligibility</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => {
                  const name = `${r.first_name} ${r.last_name}`.trim() || r.email;
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.member.href(r.id)}>
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.email}</Table.Td>
                      <Table.Td>{r.employee_id || '—'}</Table.Td>
                      <Table.Td>
                        {day(r.eligibility_start)} – {day(r.eligibility_end)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <StatusBadge status={r.status} />
                      </Table.Td>
                      <Table.Td>
                        <RosterActions row={r} invite={latest.get(r.id)} who={name} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Roster pages" /> : null}
        </>
      )}
    </Stack>
  );
}
