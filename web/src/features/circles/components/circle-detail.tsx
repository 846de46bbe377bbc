import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { useCircle, useCircleActivity, useCircleRows, useMyRows } from '../api/circles';
import { personName, type CircleMemberRecord, type CircleRecord } from '../api/types';
import { useChangeCircleRow } from '../api/use-change-circle-row';
import { useCircleLive } from '../api/use-circle-live';
import { accessLabel, expiryText, relationshipLabel, rowLive, scopePreview } from '../lib/labels';
import { AccessEnded } from './access-ended';
import { CircleInvites } from './circle-invites';
import { ConfirmButton } from './confirm-button';
import { EditAccess } from './edit-access';
import { ScopeList } from './scope-list';
import { StatusBadge } from './status-badge';
import { storeDate } from '../../../lib/store-date';

/** /circles/{id}: the owner manages people and invitations and sees activity; a member sees their access and can leave */
export function CircleDetail({ id, userId }: { id: string; userId: string }) {
  useCircleLive(userId);
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
      loadingLabel="Loading circle"
    >
      {circle.data ? (
        circle.data.owner === userId ? (
          <OwnerView circle={circle.data} />
        ) : myRow && rowLive(myRow) ? (
          <MemberView circle={circle.data} row={myRow} />
        ) : myRow ? (
          <AccessEnded status={myRow.status} />
        ) : (
          <Text>This circle shares {personName(circle.data.expand?.member)}&apos;s information with their family and caregivers.</Text>
        )
      ) : null}
    </QueryState>
  );
}

function NotFound() {
  return (
    <EmptyState title="Circle not found" action={<Button component={Link} to={paths.circles.path} variant="light">Back to circles</Button>}>
      It may have been removed, or it was not shared with you.
    </EmptyState>
  );
}

const nameOf = (r: CircleMemberRecord) => r.display_name || r.expand?.user?.name || r.email || 'Circle member';

function OwnerView({ circle }: { circle: CircleRecord }) {
  const rows = useCircleRows(circle.id);
  const people = (rows.data ?? []).filter((r) => r.status !== 'invited');
  const current = people.filter((r) => r.status === 'active');
  const past = people.filter((r) => r.status !== 'active');
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Text c="gray.7">Shares {personName(circle.expand?.member)}&apos;s information.</Text>
        <Button component={Link} to={paths.circleInvite.href(circle.id)}>
          Invite someone
        </Button>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="people-title">
        <Title order={2} fz="xl" id="people-title">
          People
        </Title>
        <QueryState isPending={rows.isPending} errorMessage={rows.error ? errorMessage(rows.error) : null} onRetry={() => void rows.refetch()} loadingLabel="Loading people">
          {current.length ? (
            current.map((r) => (
              <Paper key={r.id} withBorder p="md" radius="md" component="article" aria-label={nameOf(r)}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={600}>{nameOf(r)}</Text>
                      <Text size="sm" c="gray.7">
                        {[relationshipLabel(r.relationship), accessLabel(r.access), rowLive(r) ? expiryText(r.expires) : 'Expired'].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                    <StatusBadge status={rowLive(r) ? 'active' : 'expired'} />
                  </Group>
                  <ScopeList scopes={r.scopes} />
                  <Group gap="xs">
                    <EditAccess row={r} who={nameOf(r)} />
                    <RevokeAccess row={r} who={nameOf(r)} owner={personName(circle.expand?.member)} />
                  </Group>
                </Stack>
              </Paper>
            ))
          ) : (
            <EmptyState title="Nobody in this circle yet">Invite a family member or caregiver and choose exactly what they can see.</EmptyState>
          )}
          {past.length ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Past members
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
  return (
    <ConfirmButton
      label="Revoke access"
      title={`Revoke ${who}'s access?`}
      body={`${who} will stop seeing ${owner}'s information at once, including on screens they have open. You can invite them again later.`}
      confirmLabel="Revoke access"
      buttonProps={{ 'aria-label': `Revoke access for ${who}` }}
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={(done) => revoke.mutate({ id: row.id, change: { status: 'revoked' } }, { onSuccess: done })}
    />
  );
}

function Activity({ circle, userIds }: { circle: CircleRecord; userIds: string[] }) {
  const activity = useCircleActivity(circle, userIds, true);
  return (
    <Stack gap="sm" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="xl" id="activity-title">
        Activity
      </Title>
      <QueryState isPending={activity.isPending} errorMessage={activity.error ? errorMessage(activity.error) : null} onRetry={() => void activity.refetch()} loadingLabel="Loading activity">
        {activity.data?.length ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Circle activity">
            {activity.data.map((u) => (
              <li key={u.id}>
                <Text size="sm">
                  <Text span fw={600}>
                    {u.actor_name || 'Covey'}
                  </Text>
                  {': '}
                  {u.summary}{' '}
                  <Text span c="gray.7">
                    · {storeDate(u.created).toLocaleString()}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="gray.7" size="sm">
            No activity yet. Who joined, what changed and what circle members did will show here.
          </Text>
        )}
      </QueryState>
    </Stack>
  );
}

function MemberView({ circle, row }: { circle: CircleRecord; row: CircleMemberRecord }) {
  const leave = useChangeCircleRow();
  const owner = personName(circle.expand?.member);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>What you can access</Text>
          <Text size="sm" c="gray.7">
            {accessLabel(row.access)} · {expiryText(row.expires)}
          </Text>
          {scopePreview(row.scopes, row.access, 'You').map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Anchor component={Link} to={paths.member.href(circle.member)}>
            Open {owner}&apos;s shared information
          </Anchor>
        </Stack>
      </Paper>
      <Group>
        <ConfirmButton
          label="Leave circle"
          title="Leave this circle?"
          body={`You will stop seeing ${owner}'s information at once. ${owner} will be told, and can invite you again.`}
          confirmLabel="Leave circle"
          pending={leave.isPending}
          error={leave.error}
          onConfirm={(done) => leave.mutate({ id: row.id, change: { status: 'left' } }, { onSuccess: done })}
        />
      </Group>
    </Stack>
  );
}
