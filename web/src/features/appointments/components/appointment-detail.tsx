import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/empty-state';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { safeHref } from '../../../lib/safe-href';
import { downloadIcs, useAppointment, useLiveAppointments } from '../api/appointments-api';
import { formatWhen, JOIN_FROM_MS, toMs, zoneAbbr } from '../lib/time';
import { appointmentTitle, kindLabel } from '../lib/status';
import { whoseArgs } from '../lib/whose-args';
import type { Appointment } from '../api/types';
import { useNow } from '../lib/use-now';
import { CounselorActions } from './counselor-actions';
import { MemberActions } from './appointment-actions';
import { StatusChip } from './status-chip';
import { htmlToText } from '../../../lib/html-text';
import { useSession } from '../../../lib/session';
import { otherName } from '../../../lib/whose';
import { personName } from '../../../lib/person-name';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text fw={600} miw={110}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** how the call will happen, in words, for the member or the counselor */
function howItHappens(a: Appointment, forCounselor: boolean): string {
  const t = translate;
  const counselor = a.expand?.counselor?.display_name || t('appointments.yourCounselor');
  if (a.kind === 'provider_visit')
    return a.provider_address || a.location ? t('appointments.howInPerson') : t('appointments.howPlaceTbd');
  if (a.meeting_url) return forCounselor ? t('appointments.howVideoCounselor') : t('appointments.howVideoMember');
  if (a.kind === 'counselor_call')
    return forCounselor
      ? t('appointments.howPhoneCounselor', { name: personName(a.expand?.member, { fallback: t('appointments.member') }) })
      : t('appointments.howPhoneMember', { name: counselor });
  return forCounselor ? t('appointments.howNoLinkCounselor') : t('appointments.howNoLinkMember', { name: counselor });
}

export function AppointmentDetail({
  id,
  role,
  tz,
  chatHref,
  appointmentsHref,
}: {
  id: string;
  role: string;
  tz: string;
  chatHref: string;
  appointmentsHref: string;
}) {
  const q = useAppointment(id);
  useLiveAppointments();
  const now = useNow();
  const [icsError, setIcsError] = useState('');
  const t = useT();
  const viewerId = useSession().user?.id;
  if (q.error && errorStatus(q.error) === 404) {
    return (
      <EmptyState
        title={t('appointments.notAvailableTitle')}
        action={
          <Anchor component={Link} to={appointmentsHref}>
            {t('appointments.back')}
          </Anchor>
        }
      >
        {t('appointments.notAvailable')}
      </EmptyState>
    );
  }
  const a = q.data;
  const start = a ? toMs(a.start) : NaN;
  const end = a ? toMs(a.end) : NaN;
  const meetingHref = safeHref(a?.meeting_url);
  const joinable =
    !!meetingHref &&
    !!a &&
    a.status === 'confirmed' &&
    now >= start - JOIN_FROM_MS &&
    now <= (Number.isFinite(end) ? end : start + 3600_000);
  const counselorZone = a?.expand?.counselor?.timezone;
  return (
    <QueryState
      isPending={q.isPending}
      errorMessage={q.error ? errorMessage(q.error) : null}
      onRetry={() => void q.refetch()}
      loadingLabel={t('appointments.loadingOne')}
    >
      {a ? (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="xl">
                  {role !== 'counselor' && otherName(a.expand?.member, viewerId)
                    ? t('appointments.whose', {
                        ...whoseArgs(otherName(a.expand?.member, viewerId)),
                        title: appointmentTitle(a),
                      })
                    : appointmentTitle(a)}
                </Title>
                <StatusChip status={a.status} />
              </Group>
              <Row label={t('appointments.when')}>
                {a.start
                  ? t('appointments.whenValue', { when: formatWhen(a.start, tz), zone: zoneAbbr(tz, start) })
                  : t('appointments.counselorArranges')}
                {a.start && counselorZone && counselorZone !== tz ? (
                  <Text
                    size="sm"
                    c="gray.7"
                  >{t('appointments.counselorTime', {
                    when: formatWhen(a.start, counselorZone),
                    zone: zoneAbbr(counselorZone, start),
                  })}</Text>
                ) : null}
              </Row>
              <Row label={t('appointments.type')}>{kindLabel(a.kind)}</Row>
              {role === 'counselor' ? <Row label={t('appointments.member')}>{personName(a.expand?.member, { fallback: t('appointments.member') })}</Row> : null}
              {role !== 'counselor' && otherName(a.expand?.member, viewerId) ? <Row label={t('appointments.for')}>{personName(a.expand?.member, { fallback: t('appointments.member') })}</Row> : null}
              {a.kind !== 'provider_visit' && a.expand?.counselor ? (
                <Row label={t('appointments.counselor')}>{a.expand.counselor.display_name}</Row>
              ) : null}
              {a.provider_name ? (
                <Row label={t('appointments.provider')}>
                  {a.provider_name}
                  {a.provider_phone ? `, ${a.provider_phone}` : ''}
                </Row>
              ) : null}
              {a.provider_address || a.location ? <Row label={t('appointments.where')}>{a.provider_address || a.location}</Row> : null}
              {a.reason ? <Row label={t('appointments.reason')}>{a.reason}</Row> : null}
              {a.preferred_times &&
              (a.preferred_times.specialty || a.preferred_times.times || a.preferred_times.places) ? (
                <Row label={t('appointments.preferences')}>
                  {[
                    a.preferred_times.specialty,
                    a.preferred_times.times,
                    a.preferred_times.places,
                    a.preferred_times.in_network ? t('appointments.inNetwork') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Row>
              ) : null}
              {a.status === 'cancelled' && a.cancel_reason ? <Row label={t('appointments.whyCancelled')}>{a.cancel_reason}</Row> : null}
              {a.reschedule_count ? (
                <Row label={t('appointments.moved')}>{t('appointments.movedTimes', { count: a.reschedule_count })}</Row>
              ) : null}
              {a.notes ? <Row label={t('appointments.notes')}>{htmlToText(a.notes)}</Row> : null}
              {a.rating ? <Row label={t('appointments.rating')}>{t('appointments.outOf5', { rating: a.rating })}</Row> : null}
              <Group gap="xs">
                {a.meeting_url && a.status === 'confirmed' ? (
                  joinable ? (
                    <Button component="a" href={meetingHref} target="_blank" rel="noopener noreferrer">
                      {t('appointments.join')}
                    </Button>
                  ) : (
                    <Button disabled>{t('appointments.join')}</Button>
                  )
                ) : null}
                {a.start && a.status !== 'cancelled' ? (
                  <Button
                    variant="default"
                    onClick={() => {
                      setIcsError('');
                      downloadIcs(a.id).catch((e: unknown) => setIcsError(errorMessage(e)));
                    }}
                  >
                    {t('appointments.addToCalendar')}
                  </Button>
                ) : null}
              </Group>
              {a.meeting_url && a.status === 'confirmed' && !joinable && now < start ? (
                <Text size="sm" c="gray.7">
                  {t('appointments.joinOpens')}
                </Text>
              ) : null}
              {a.status === 'confirmed' || a.status === 'requested' ? (
                <Text size="sm" c="gray.7">
                  {howItHappens(a, role === 'counselor')}
                </Text>
              ) : null}
              {icsError ? (
                <Alert color="red" role="alert">
                  {icsError}
                </Alert>
              ) : null}
            </Stack>
          </Paper>
          {role === 'counselor' ? (
            <CounselorActions a={a} now={now} />
          ) : (
            <MemberActions a={a} tz={tz} now={now} chatHref={chatHref} />
          )}
        </Stack>
      ) : null}
    </QueryState>
  );
}
