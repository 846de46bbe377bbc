import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { PEOPLE_PER_PAGE, usePeople, type PersonRow } from '../api/ops-api';
import { parseNeed, type PeopleNeed } from '../lib/people-filter';
import { plural } from '../lib/ops-words';
import { personName } from '../../../lib/person-name';

const NEEDS: { value: PeopleNeed; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'counselor', label: 'No counselor' },
  { value: 'eligibility', label: 'Waiting for eligibility' },
];

/** what a person with no name yet is called: their account's name or email */
export const unnamedAs = (p: PersonRow): string => p.expand?.user?.name || p.email || p.expand?.user?.email || 'Unnamed person';

function kindOf(p: PersonRow): string {
  if (p.minor) return 'Child on a plan';
  if (p.relationship && p.relationship !== 'self') return 'Dependant';
  if (!p.employer) return p.onboarding_step === 'completed' ? 'No employer' : 'Caregiver or new sign-up';
  return 'Employee';
}

function AccountBadge({ p }: { p: PersonRow }) {
  if (!p.user) return <Text size="sm">No sign-in</Text>;
  return p.expand?.user?.status === 'suspended' ? (
    <Badge color="red" variant="light" tt="none">Suspended</Badge>
  ) : (
    <Badge color="green" variant="light" tt="none">Can sign in</Badge>
  );
}

/** `/members` for operators: every person, searched by name, email or employee id, paged. */
export function PeopleSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const need = parseNeed(params.get('needs'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const people = usePeople(q, need, page);
  const set = (next: { q?: string; needs?: PeopleNeed; page?: number }) => {
    const out = new URLSearchParams();
    const nq = next.q ?? q;
    const nn = next.needs ?? need;
    if (nq) out.set('q', nq);
    if (nn !== 'all') out.set('needs', nn);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const data = people.data;
  return (
    <Stack gap="md">
      <form
        role="search"
        aria-label="Find a person"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim(), page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Name, email or employee ID"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 240px' }}
            maxLength={200}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label="Show"
        data={NEEDS}
        value={need}
        onChange={(v) => set({ needs: parseNeed(v), page: 1 })}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      {people.isError ? (
        <Alert color="red" role="alert" title="The search did not work">
          {errorMessage(people.error)}
          <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => void people.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="xs" aria-label="Searching" role="progressbar">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : data.totalItems === 0 ? (
        <EmptyState title="Nobody found">
          {q ? 'Check the spelling, or search by email or employee ID instead.' : 'Nobody matches this view right now.'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" role="status">
            {plural(data.totalItems, 'person', 'people')} found
            {data.totalPages > 1 ? ` (page ${data.page} of ${data.totalPages})` : ''}
          </Text>
          <Stack gap="xs" hiddenFrom="sm" component="ul" aria-label="People" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((p) => (
              <Paper key={p.id} withBorder p="sm" radius="md" component="li">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} to={paths.member.href(p.id)} fw={600}>
                    {personName(p, { fallback: unnamedAs(p) })}
                  </Anchor>
                  <AccountBadge p={p} />
                </Group>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {[p.email || p.expand?.user?.email, kindOf(p)].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm">
                  {[
                    p.employee_id ? `Employee ID ${p.employee_id}` : '',
                    p.expand?.employer?.name ?? 'No employer',
                    `Counselor: ${p.expand?.counselor?.display_name ?? 'none yet'}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Paper withBorder visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label="People">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Person</Table.Th>
                    <Table.Th scope="col">Employee ID</Table.Th>
                    <Table.Th scope="col">Employer</Table.Th>
                    <Table.Th scope="col">Counselor</Table.Th>
                    <Table.Th scope="col">Account</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.member.href(p.id)} fw={600}>
                          {personName(p, { fallback: unnamedAs(p) })}
                        </Anchor>
                        <Text size="xs" c="gray.7">
                          {[p.email || p.expand?.user?.email, kindOf(p)].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{p.employee_id || '—'}</Table.Td>
                      <Table.Td>{p.expand?.employer?.name ?? 'None'}</Table.Td>
                      <Table.Td>{p.expand?.counselor?.display_name ?? 'None yet'}</Table.Td>
                      <Table.Td>
                        <AccountBadge p={p} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {data.totalPages > 1 ? (
            <Pagination
              total={data.totalPages}
              value={data.page}
              onChange={(n) => set({ page: n })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              aria-label={`Pages of results, ${PEOPLE_PER_PAGE} per page`}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
