import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { PEOPLE_PER_PAGE, usePeople, type PersonRow } from '../api/ops-api';
import { parseNeed, type PeopleNeed } from '../lib/people-filter';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

const needs = (): { value: PeopleNeed; label: string }[] => [
  { value: 'all', label: translate('ops.people.everyone') },
  { value: 'counselor', label: translate('ops.people.noCounselor') },
  { value: 'eligibility', label: translate('ops.people.waitingEligibility') },
];

/** what a person with no name yet is called: their account's name or email */
export const unnamedAs = (p: PersonRow): string => p.expand?.user?.name || p.email || p.expand?.user?.email || translate('members.unnamedPerson');

function kindOf(p: PersonRow): string {
  if (p.minor) return translate('ops.kind.child');
  if (p.relationship && p.relationship !== 'self') return translate('ops.kind.dependant');
  if (!p.employer) return p.onboarding_step === 'completed' ? translate('ops.people.noEmployer') : translate('ops.kind.caregiver');
  return translate('ops.kind.employee');
}

function AccountBadge({ p }: { p: PersonRow }) {
  const t = useT();
  if (!p.user) return <Text size="sm">{t('ops.account.noSignIn')}</Text>;
  return p.expand?.user?.status === 'suspended' ? (
    <Badge color="red" variant="light" tt="none">
      {t('ops.account.suspended')}
    </Badge>
  ) : (
    <Badge color="green" variant="light" tt="none">
      {t('ops.account.canSignIn')}
    </Badge>
  );
}

/** `/members` for operators: every person, searched by name, email or employee id, paged. */
export function PeopleSearch() {
  const t = useT();
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
        aria-label={t('people.findPerson')}
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim(), page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('ops.people.searchLabel')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 240px' }}
            maxLength={200}
          />
          <Button type="submit">{t('ops.people.search')}</Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label={t('ops.people.show')}
        data={needs()}
        value={need}
        onChange={(v) => set({ needs: parseNeed(v), page: 1 })}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      {people.isError ? (
        <Alert color="red" role="alert" title={t('ops.people.failed')}>
          {errorMessage(people.error)}
          <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => void people.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="xs" aria-label={t('ops.people.searching')} role="progressbar">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : data.totalItems === 0 ? (
        <EmptyState title={t('ops.people.nobody')}>
          {q ? t('ops.people.checkSpelling') : t('ops.people.nobodyInView')}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="gray.7" role="status">
            {data.totalPages > 1
              ? t('ops.peopleFoundPage', { count: data.totalItems, page: data.page, pages: data.totalPages })
              : t('ops.peopleFound', { count: data.totalItems })}
          </Text>
          <Stack gap="xs" hiddenFrom="sm" component="ul" aria-label={t('ops.people.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
                    p.employee_id ? t('ops.people.employeeIdValue', { id: p.employee_id }) : '',
                    p.expand?.employer?.name ?? t('ops.people.noEmployer'),
                    t('ops.people.counselorValue', { name: p.expand?.counselor?.display_name ?? t('ops.people.noneYetLower') }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Paper withBorder visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label={t('ops.people.list')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('people.person')}</Table.Th>
                    <Table.Th scope="col">{t('ops.people.employeeId')}</Table.Th>
                    <Table.Th scope="col">{t('ops.people.employer')}</Table.Th>
                    <Table.Th scope="col">{t('ops.capacity.counselor')}</Table.Th>
                    <Table.Th scope="col">{t('ops.people.account')}</Table.Th>
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
                      <Table.Td>{p.expand?.employer?.name ?? t('ops.people.none')}</Table.Td>
                      <Table.Td>{p.expand?.counselor?.display_name ?? t('ops.people.noneYet')}</Table.Td>
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
              getControlProps={(control) => ({ 'aria-label': t('ops.people.pageControl', { control }) })}
              getItemProps={(n) => ({ 'aria-label': t('ops.people.page', { page: n }) })}
              aria-label={t('ops.people.pages', { count: PEOPLE_PER_PAGE })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
