import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { safeHref } from '../../../lib/safe-href';
import { downloadIcs, useAppointment, useLiveAppointments } from '../api/appointments-api';
import { formatWhen, JOIN_FROM_MS, toMs, zoneAbbr } from '../lib/time';
import { appointmentTitle, KIND_LABEL, personName } from '../lib/status';
import type { Appointment } from '../api/types';
import { useNow } from '../lib/use-now';
import { CounselorActions } from './counselor-actions';
import { MemberActions } from './appointment-actions';
import { StatusChip } from './status-chip';
import { htmlToText } from '../../../lib/html-text';
import { useSession } from '../../../lib/session';
import { otherName, possessive } from '../../../lib/whose';

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
  const counselor = a.expand?.counselor?.display_name || 'Your counselor';
  if (a.kind === 'provider_visit')
    return a.provider_address || a.location
      ? 'An in-person visit at the address above.'
      : 'Your counselor will confirm where the visit takes place.';
  if (a.meeting_url)
    return forCounselor
      ? 'Video call: join with the Join button or the link in the calendar invitation.'
      : 'Video call: join here with the Join button, or from the link in your calendar invitation.';
  if (a.kind === 'counselor_call')
    return forCounselor
      ? `Phone call: you call ${personName(a)} at the number on their profile.`
      : `Phone call: ${counselor} will call you at the phone number on your profile.`;
  return forCounselor
    ? 'No meeting link yet: add one in your availability settings, or call the member.'
    : `${counselor} will send you the link to join in your messages before the call.`;
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
  const viewerId = useSession().user?.id;
  if (q.error && errorStatus(q.error) === 404) {
    return (
      <EmptyState
        title="This appointment is not available"
        action={
          <Anchor component={Link} to={appointmentsHref}>
            Back to appointments
          </Anchor>
        }
      >
        It may have been removed or not shared with you.
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
      loadingLabel="Loading the appointment"
    >
      {a ? (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="xl">
                  {role !== 'counselor' && otherName(a.expand?.member, viewerId)
                    ? `${possessive(otherName(a.expand?.member, viewerId))} appointment: ${appointmentTitle(a)}`
                    : appointmentTitle(a)}
                </Title>
                <StatusChip status={a.status} />
              </Group>
              <Row label="When">
                {a.start
                  ? `${formatWhen(a.start, tz)} (${zoneAbbr(tz, start)})`
                  : 'Your counselor will arrange the time'}
                {a.start && counselorZone && counselorZone !== tz ? (
                  <Text
                    size="sm"
                    c="gray.7"
                  >{`Counselor's time: ${formatWhen(a.start, counselorZone)} (${zoneAbbr(counselorZone, start)})`}</Text>
                ) : null}
              </Row>
              <Row label="Type">{KIND_LABEL[a.kind] ?? a.kind}</Row>
              {role === 'counselor' ? <Row label="Member">{personName(a)}</Row> : null}
              {role !== 'counselor' && otherName(a.expand?.member, viewerId) ? <Row label="For">{personName(a)}</Row> : null}
              {a.kind !== 'provider_visit' && a.expand?.counselor ? (
                <Row label="Counselor">{a.expand.counselor.display_name}</Row>
              ) : null}
              {a.provider_name ? (
                <Row label="Provider">
                  {a.provider_name}
                  {a.provider_phone ? `, ${a.provider_phone}` : ''}
                </Row>
              ) : null}
              {a.provider_address || a.location ? <Row label="Where">{a.provider_address || a.location}</Row> : null}
              {a.reason ? <Row label="Reason">{a.reason}</Row> : null}
              {a.preferred_times &&
              (a.preferred_times.specialty || a.preferred_times.times || a.preferred_times.places) ? (
                <Row label="Preferences">
                  {[
                    a.preferred_times.specialty,
                    a.preferred_times.times,
                    a.preferred_times.places,
                    a.preferred_times.in_network ? 'in-network' : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Row>
              ) : null}
              {a.status === 'cancelled' && a.cancel_reason ? <Row label="Why cancelled">{a.cancel_reason}</Row> : null}
              {a.reschedule_count ? (
                <Row label="Moved">{`${a.reschedule_count} ${a.reschedule_count === 1 ? 'time' : 'times'}`}</Row>
              ) : null}
              {a.notes ? <Row label="Notes">{htmlToText(a.notes)}</Row> : null}
              {a.rating ? <Row label="Rating">{`${a.rating} out of 5`}</Row> : null}
              <Group gap="xs">
                {a.meeting_url && a.status === 'confirmed' ? (
                  joinable ? (
                    <Button component="a" href={meetingHref} target="_blank" rel="noopener noreferrer">
                      Join
                    </Button>
                  ) : (
                    <Button disabled>Join</Button>
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
                    Add to calendar
                  </Button>
                ) : null}
              </Group>
              {a.meeting_url && a.status === 'confirmed' && !joinable && now < start ? (
                <Text size="sm" c="gray.7">
                  Join opens 10 minutes before the start.
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
