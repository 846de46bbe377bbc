import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useMyRows, useOwnedCircles, usePeopleIManage, useReceivedInvites } from '../api/circles';
import { type CircleRecord } from '../api/types';
import { useCircleLive } from '../api/use-circle-live';
import { accessLabel, expiryText, rowLive } from '../lib/labels';
import { CreateCircle } from './create-circle';
import { ScopeList } from './scope-list';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** /circles: circles I own (per person), circles I belong to, pending invitations */
export function CirclesOverview({ userId, email }: { userId: string; email: string }) {
  useCircleLive(userId);
  const t = useT();
  const people = usePeopleIManage(userId);
  const owned = useOwnedCircles(userId);
  const rows = useMyRows(userId);
  const received = useReceivedInvites(email);
  const failed = people.error ?? owned.error ?? rows.error;
  const belong = (rows.data ?? []).filter((r) => rowLive(r));
  const pending = (received.data ?? []).filter((i) => i.status === 'pending');
  return (
    <QueryState
      isPending={people.isPending || owned.isPending || rows.isPending}
      errorMessage={failed ? errorMessage(failed) : null}
      onRetry={() => void Promise.all([people.refetch(), owned.refetch(), rows.refetch()])}
      loadingLabel={t('circles.loadingCircles')}
    >
      <Stack gap="xl">
        {pending.length ? (
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between">
              <Text fw={600}>
                {t('circles.overview.pending', { count: pending.length })}
              </Text>
              <Button component={Link} to={paths.invites.path} variant="light">
                {t('circles.overview.review')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <Stack gap="sm" component="section" aria-labelledby="owned-title">
          <Group justify="space-between">
            <Title order={2} id="owned-title" fz="xl">
              {t('circles.overview.owned')}
            </Title>
            <CreateCircle userId={userId} people={people.data ?? []} />
          </Group>
          {(people.data ?? []).map((p) => {
            const mine = (owned.data ?? []).filter((c) => c.member === p.id);
            return (
              <Stack key={p.id} gap="xs">
                <Text fw={600} c="gray.8">
                  {p.user === userId ? t('circles.you', { name: personName(p, { fallback: t('circles.unnamedPerson'), missing: '' }) }) : personName(p, { fallback: t('circles.unnamedPerson'), missing: '' })}
                </Text>
                {mine.length ? (
                  mine.map((c) => <CircleLink key={c.id} circle={c} />)
                ) : (
                  <Text c="gray.7" size="sm">
                    {t('circles.overview.noneOwned')}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="belong-title">
          <Title order={2} id="belong-title" fz="xl">
            {t('circles.overview.belong')}
          </Title>
          {belong.length ? (
            belong.map((r) => (
              <Paper key={r.id} withBorder p="md" radius="md">
                <Stack gap={6}>
                  <Anchor component={Link} to={paths.circle.href(r.circle)} fw={600}>
                    {r.expand?.circle?.name || t('circles.circle')}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {personName(r.expand?.circle?.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' })} · {accessLabel(r.access)} · {expiryText(r.expires)}
                  </Text>
                  <ScopeList scopes={r.scopes} />
                </Stack>
              </Paper>
            ))
          ) : (
            <EmptyState title={t('circles.overview.noneBelong')}>{t('circles.overview.noneBelongBody')}</EmptyState>
          )}
        </Stack>
      </Stack>
    </QueryState>
  );
}

function CircleLink({ circle }: { circle: CircleRecord }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.circle.href(circle.id)} fw={600}>
          {circle.name || t('circles.untitled')}
        </Anchor>
        {circle.active ? null : <Badge color="gray.8" variant="outline">{t('circles.inactive')}</Badge>}
      </Group>
    </Paper>
  );
}
