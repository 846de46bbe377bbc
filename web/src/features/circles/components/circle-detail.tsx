import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useCircle, useCircleActivity, useCircleRows, useMyRows } from '../api/circles';
import { type CircleMemberRecord, type CircleRecord } from '../api/types';
import { useChangeCircleRow } from '../api/use-change-circle-row';
import { useCircleLive } from '../api/use-circle-live';
import { YOU, accessLabel, expiryText, relationshipLabel, rowLive, scopePreview } from '../lib/labels';
import { AccessEnded } from './access-ended';
import { CircleInvites } from './circle-invites';
import { ConfirmButton } from './confirm-button';
import { EditAccess } from './edit-access';
import { ScopeList } from './scope-list';
import { StatusBadge } from './status-badge';
import { storeDate } from '../../../lib/store-date';
import { updateSummary } from '../../../lib/update-summary';
import { intlTag } from '../../../i18n/format';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { personName } from '../../../lib/person-name';

/** /circles/{id}: the owner manages people and invitations and sees activity; a member sees their access and can leave */
export function CircleDetail({ id, userId }: { id: string; userId: string }) {
  useCircleLive(userId);
  const t = useT();
  const circle = useCircle(id);
  const mine = useMyRows(userId);
  const myRow = (mine.data ?? []).find((r) => r.circle === id);
  if (circle.error && errorStatus(circle.error) === 404) {
    return myRow ? <AccessEnded status={myRow.status} /> : <NotFound />;
  }
  return (
    <QueryState
      isPending={circle.isPending}
      errorMessage={circle.error ? errorMessage(circle.error) : null}
      onRetry={() => void circle.refetch()}
      loadingLabel={t('circles.loadingCircle')}
    >
      {circle.data ? (
        circle.data.owner === userId ? (
          <OwnerView circle={circle.data} />
        ) : myRow && rowLive(myRow) ? (
          <MemberView circle={circle.data} row={myRow} />
        ) : myRow ? (
          <AccessEnded status={myRow.status} />
        ) : (
          <Text>{t('circles.detail.sharesWithFamily', { name: personName(circle.data.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' }) })}</Text>
        )
      ) : null}
    </QueryState>
  );
}

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('circles.notFound')}
      action={
        <Button component={Link} to={paths.circles.path} variant="light">
          {t('circles.backToCircles')}
        </Button>
      }
    >
      {t('circles.notFoundBody')}
    </EmptyState>
  );
}

const nameOf = (r: CircleMemberRecord) =>
  r.display_name || r.expand?.user?.name || r.email || translate('circles.detail.circleMember');

function OwnerView({ circle }: { circle: CircleRecord }) {
  const rows = useCircleRows(circle.id);
  const t = useT();
  const people = (rows.data ?? []).filter((r) => r.status !== 'invited');
  const current = people.filter((r) => r.status === 'active');
  const past = people.filter((r) => r.status !== 'active');
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Text c="gray.7">{t('circles.detail.shares', { name: personName(circle.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' }) })}</Text>
        <Button component={Link} to={paths.circleInvite.href(circle.id)}>
          {t('circles.detail.invite')}
        </Button>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="people-title">
        <Title order={2} fz="xl" id="people-title">
          {t('circles.detail.people')}
        </Title>
        <QueryState isPending={rows.isPending} errorMessage={rows.error ? errorMessage(rows.error) : null} onRetry={() => void rows.refetch()} loadingLabel={t('circles.detail.loadingPeople')}>
          {current.length ? (
            current.map((r) => (
              <Paper key={r.id} withBorder p="md" radius="md" component="article" aria-label={nameOf(r)}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={600}>{nameOf(r)}</Text>
                      <Text size="sm" c="gray.7">
                        {[relationshipLabel(r.relationship), accessLabel(r.access), rowLive(r) ? expiryText(r.expires) : t('circles.status.expired')].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                    <StatusBadge status={rowLive(r) ? 'active' : 'expired'} />
                  </Group>
                  <ScopeList scopes={r.scopes} />
                  <Group gap="xs">
                    <EditAccess row={r} who={nameOf(r)} />
                    <RevokeAccess row={r} who={nameOf(r)} owner={personName(circle.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' })} />
                  </Group>
                </Stack>
              </Paper>
            ))
          ) : (
            <EmptyState title={t('circles.detail.nobody')}>{t('circles.detail.nobodyBody')}</EmptyState>
          )}
          {past.length ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('circles.detail.pastMembers')}
              </Text>
              {past.map((r) => (
                <Group key={r.id} gap="xs">
                  <Text size="sm">{nameOf(r)}</Text>
                  <StatusBadge status={r.status} />
                </Group>
              ))}
            </Stack>
          ) : null}
        </QueryState>
      </Stack>
      <CircleInvites circleId={circle.id} />
      <Activity circle={circle} userIds={people.map((r) => r.user).filter(Boolean)} />
    </Stack>
  );
}

/** owner: end one person's access at once */
function RevokeAccess({ row, who, owner }: { row: CircleMemberRecord; who: string; owner: string }) {
  const revoke = useChangeCircleRow();
  const t = useT();
  return (
    <ConfirmButton
      label={t('circles.revoke.label')}
      title={t('circles.revoke.title', { who })}
      body={t('circles.revoke.body', { who, owner })}
      confirmLabel={t('circles.revoke.label')}
      buttonProps={{ 'aria-label': t('circles.revoke.aria', { who }) }}
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={(done) => revoke.mutate({ id: row.id, change: { status: 'revoked' } }, { onSuccess: done })}
    />
  );
}

function Activity({ circle, userIds }: { circle: CircleRecord; userIds: string[] }) {
  const activity = useCircleActivity(circle, userIds, true);
  const t = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="xl" id="activity-title">
        {t('circles.activity.title')}
      </Title>
      <QueryState isPending={activity.isPending} errorMessage={activity.error ? errorMessage(activity.error) : null} onRetry={() => void activity.refetch()} loadingLabel={t('circles.activity.loading')}>
        {activity.data?.length ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('circles.activity.label')}>
            {activity.data.map((u) => (
              <li key={u.id}>
                <Text size="sm">
                  <Text span fw={600}>
                    {u.actor_name || 'Covey'}
                  </Text>
                  {': '}
                  {updateSummary(u)}{' '}
                  <Text span c="gray.7">
                    · {new Intl.DateTimeFormat(intlTag(), { dateStyle: 'short', timeStyle: 'short' }).format(storeDate(u.created))}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="gray.7" size="sm">
            {t('circles.activity.none')}
          </Text>
        )}
      </QueryState>
    </Stack>
  );
}

function MemberView({ circle, row }: { circle: CircleRecord; row: CircleMemberRecord }) {
  const leave = useChangeCircleRow();
  const t = useT();
  const owner = personName(circle.expand?.member, { fallback: t('circles.unnamedPerson'), missing: '' });
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{t('circles.member.whatYouCanAccess')}</Text>
          <Text size="sm" c="gray.7">
            {accessLabel(row.access)} · {expiryText(row.expires)}
          </Text>
          {scopePreview(row.scopes, row.access, YOU).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Anchor component={Link} to={paths.member.href(circle.member)}>
            {t('circles.member.openShared', { name: owner })}
          </Anchor>
        </Stack>
      </Paper>
      <Group>
        <ConfirmButton
          label={t('circles.leave.label')}
          title={t('circles.leave.title')}
          body={t('circles.leave.body', { owner })}
          confirmLabel={t('circles.leave.label')}
          pending={leave.isPending}
          error={leave.error}
          onConfirm={(done) => leave.mutate({ id: row.id, change: { status: 'left' } }, { onSuccess: done })}
        />
      </Group>
    </Stack>
  );
}
