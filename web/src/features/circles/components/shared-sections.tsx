import { useEffect, useRef, type ReactNode } from 'react';
import { Anchor, Button, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RecordModel } from 'pocketbase';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useMyRows } from '../api/circles';
import { SHARED_SOURCES, markCircleViewed, useSharedRecords, type SharedSource } from '../api/shared';
import { useCircleLive } from '../api/use-circle-live';
import { SCOPES, accessLabel, expiryText, rowLive, scopeLabel } from '../lib/labels';
import { t } from '../../../i18n/i18n';
import { intlTag } from '../../../i18n/format';
import { storeDate } from '../../../lib/store-date';
import { useT } from '../../../i18n/use-t';
import { AccessEnded } from './access-ended';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * /members/{id} for someone who shares a circle with me: only the granted sections, live. When I
 * have no circle row for this person the fallback (the regular member screen) is shown.
 */
export function CircleMemberGate({ memberId, userId, fallback }: { memberId: string; userId: string; fallback: ReactNode }) {
  useCircleLive(userId);
  const tr = useT();
  const rows = useMyRows(userId);
  // once access ends the circle (and so whose it was) is no longer readable: remember it was shared
  const wasShared = useRef<string | null>(null);
  const live = (rows.data ?? []).filter((r) => r.expand?.circle?.member === memberId && rowLive(r));
  const sharing = live.length > 0;
  // the owner's circle activity shows who viewed (the server logs it at most hourly)
  useEffect(() => {
    if (sharing) markCircleViewed(memberId);
  }, [sharing, memberId]);
  if (rows.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={tr('circles.sharedView.loading')} role="progressbar" />
      </Center>
    );
  }
  const mine = (rows.data ?? []).filter((r) => r.expand?.circle?.member === memberId);
  if (!live.length) {
    if (mine.length || wasShared.current === memberId) {
      const ended = mine[0] ?? (rows.data ?? []).find((r) => !rowLive(r));
      return <AccessEnded status={ended?.status} />;
    }
    return <>{fallback}</>;
  }
  wasShared.current = memberId;
  const scopes = SCOPES.filter((s) => live.some((r) => r.scopes.includes(s)));
  const manage = (s: (typeof SCOPES)[number]) => live.some((r) => r.access === 'manage' && r.scopes.includes(s));
  return (
    <Stack gap="md">
      <Text c="gray.7">
        {tr('circles.sharedView.through', {
          circles: live.map((r) => r.expand?.circle?.name || tr('circles.circle')).join(', '),
        })}{' '}
        · {accessLabel(live[0]!.access)} · {expiryText(live[0]!.expires)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {scopes.map((s) => (
          <Section key={s} scope={s} memberId={memberId} manage={manage(s)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Section({ scope, memberId, manage }: { scope: (typeof SCOPES)[number]; memberId: string; manage: boolean }) {
  const tr = useT();
  const action =
    manage && scope === 'appointments' ? { to: `${paths.appointmentsNew.href()}?member=${encodeURIComponent(memberId)}`, label: tr('circles.sharedView.book') }
    : manage && scope === 'files' ? { to: paths.filesNewFor.href(memberId), label: tr('circles.sharedView.upload') }
    : manage && scope === 'plans' ? { to: `${paths.edit.href('tasks')}?member=${encodeURIComponent(memberId)}`, label: tr('circles.sharedView.addTask') }
    : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`shared-${scope}`}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={`shared-${scope}`}>
          {scopeLabel(scope)}
        </Title>
        {(SHARED_SOURCES[scope] ?? []).map((src) => (
          <SourceList key={src.collection} memberId={memberId} source={src} />
        ))}
        {action ? (
          <Button component={Link} to={action.to} variant="light" size="xs" w="fit-content">
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** an appointment's start, "Mar 4, 2026, 3:05 PM" in the active language */
function when(start: string): string {
  const d = start ? storeDate(start) : null;
  return d && !Number.isNaN(d.getTime())
    ? new Intl.DateTimeFormat(intlTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(d)
    : '';
}

function itemOf(collection: string, r: RecordModel): { label: string; href?: string } {
  switch (collection) {
    case 'profiles':
      return {
        label:
          [str(r['pronouns']), str(r['phone']), str(r['preferred_contact']) && t('circles.sharedView.prefers', { how: str(r['preferred_contact']) })]
            .filter(Boolean)
            .join(' · ') || t('circles.sharedView.profileOnFile'),
      };
    case 'coverages':
      return { label: [str(r['carrier']), str(r['type'])].filter(Boolean).join(' · ') || t('reports.form.coverage'), href: paths.coverageEdit.href(r.id) };
    case 'plans':
      return { label: str(r['title']) || t('circles.sharedView.plan'), href: paths.plan.href(r.id) };
    case 'tasks':
      return { label: t('circles.sharedView.task', { title: str(r['title']) || t('circles.sharedView.untitled') }), href: paths.task.href(r.id) };
    case 'appointments':
      return { label: [str(r['reason']) || str(r['kind']).replace(/_/g, ' '), when(str(r['start'])), str(r['status'])].filter(Boolean).join(' · '), href: paths.appointment.href(r.id) };
    case 'reports':
      return { label: str(r['title']) || t('circles.sharedView.case'), href: paths.report.href(r.id) };
    case 'files':
      return { label: str(r['title']) || t('circles.sharedView.file'), href: paths.file.href(r.id) };
    default:
      return { label: t('circles.sharedView.conversation'), href: paths.chatThread.href(r.id) };
  }
}

function SourceList({ memberId, source }: { memberId: string; source: SharedSource }) {
  const q = useSharedRecords(memberId, source);
  const tr = useT();
  if (q.isPending) return <Loader size="sm" aria-label={tr('circles.sharedView.loadingSection')} role="progressbar" />;
  if (q.error) return <Text c="red.9" size="sm" role="alert">{tr('circles.reloadToRetry', { message: errorMessage(q.error) })}</Text>;
  if (!q.data?.length) {
    return source.collection === 'tasks' ? null : (
      <Text size="sm" c="gray.7">
        {tr('circles.sharedView.nothing')}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {q.data.map((r) => {
        const it = itemOf(source.collection, r);
        return (
          <li key={r.id}>
            {it.href ? (
              <Anchor component={Link} to={it.href} size="sm">
                {it.label}
              </Anchor>
            ) : (
              <Text size="sm">{it.label}</Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
