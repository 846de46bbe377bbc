import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useAppointments, useLiveAppointments } from '../api/appointments-api';
import { formatTime, formatWhen, localDate, toMs } from '../lib/time';
import { appointmentTitle, isActive } from '../lib/status';
import { useNow } from '../lib/use-now';
import { StatusChip } from './status-chip';
import { useSession } from '../../../lib/session';
import { otherName, shownFor, usePersonFilter } from '../../../lib/whose';
import { personName } from '../../../lib/person-name';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Member home: the next upcoming appointment (self or someone they manage). */
export function NextAppointmentCard({
  tz,
  hrefOf,
  bookHref,
  listHref,
}: {
  tz: string;
  hrefOf: (id: string) => string;
  bookHref: string;
  listHref: string;
}) {
  const q = useAppointments();
  useLiveAppointments();
  const now = useNow();
  const viewerId = useSession().user?.id;
  const choice = usePersonFilter(viewerId);
  const next = (q.data ?? []).find((a) => shownFor(choice, a.member) && isActive(a) && a.start && toMs(a.end || a.start) >= now);
  const whose = otherName(next?.expand?.member, viewerId);
  const t = useT();
  return (
    <Card id="home-next-appointment" title={whose ? t('appointments.nextFor', { name: whose }) : t('appointments.next')}>
      <QueryState
        isPending={q.isPending}
        errorMessage={q.error ? errorMessage(q.error) : null}
        onRetry={() => void q.refetch()}
        loadingLabel={t('appointments.loadingNext')}
      >
        {next ? (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Anchor component={Link} to={hrefOf(next.id)} fw={600}>
                {appointmentTitle(next)}
              </Anchor>
              <Text size="sm" c="gray.7">
                {formatWhen(next.start, tz)}
              </Text>
            </Stack>
            <StatusChip status={next.status} />
          </Group>
        ) : (
          <Text c="gray.7">{t('appointments.nothingBooked')}</Text>
        )}
        <Group gap="xs">
          <Button component={Link} to={bookHref} variant="light" size="sm">
            {t('appointments.book')}
          </Button>
          <Anchor component={Link} to={listHref} size="sm">
            {t('appointments.all')}
          </Anchor>
        </Group>
      </QueryState>
    </Card>
  );
}

/** Counselor home: today's sessions and visits. */
export function TodayAppointmentsCard({
  tz,
  hrefOf,
  listHref,
}: {
  tz: string;
  hrefOf: (id: string) => string;
  listHref: string;
}) {
  const q = useAppointments();
  useLiveAppointments();
  const today = localDate(Date.now(), tz);
  const t = useT();
  const items = (q.data ?? []).filter((a) => a.start && a.status !== 'cancelled' && localDate(a.start, tz) === today);
  return (
    <Card id="home-today-appointments" title={t('appointments.todayTitle')}>
      <QueryState
        isPending={q.isPending}
        errorMessage={q.error ? errorMessage(q.error) : null}
        onRetry={() => void q.refetch()}
        loadingLabel={t('appointments.loadingToday')}
      >
        {items.length === 0 ? (
          <Text c="gray.7">{t('appointments.noneToday')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={list}>
            {items.map((a) => (
              <li key={a.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={hrefOf(a.id)}
                    fw={600}
                  >{t('appointments.timeAndName', { time: formatTime(a.start, tz), name: personName(a.expand?.member, { fallback: t('appointments.member') }) })}</Anchor>
                  <StatusChip status={a.status} />
                </Group>
                <Text size="sm" c="gray.7">
                  {appointmentTitle(a)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={listHref} size="sm">
          {t('appointments.all')}
        </Anchor>
      </QueryState>
    </Card>
  );
}
