import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/empty-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useAppointments, useLiveAppointments } from '../api/appointments-api';
import type { Appointment } from '../api/types';
import { addDays, formatDay, localDate, toMs } from '../lib/time';
import { isActive } from '../lib/status';
import { useNow } from '../lib/use-now';
import { AppointmentItem } from './appointment-item';
import { useSession } from '../../../lib/session';
import { shownFor, usePersonFilter } from '../../../lib/whose';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Section({
  sectionId,
  title,
  items,
  tz,
  hrefOf,
  showPerson,
  empty,
}: {
  /** the heading's id (a stable word, the title is translated) */
  sectionId: string;
  title: string;
  items: Appointment[];
  tz: string;
  hrefOf: (id: string) => string;
  showPerson: boolean;
  empty: string;
}) {
  const id = `appts-${sectionId}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">{empty}</Text>
      ) : (
        <Stack gap={0} component="ul" style={list}>
          {items.map((a) => (
            <AppointmentItem key={a.id} a={a} tz={tz} href={hrefOf(a.id)} showPerson={showPerson} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Upcoming and past appointments; for counselors a day / week view and the doctor visits to arrange. */
export function AppointmentList({
  role,
  tz,
  hrefOf,
  bookAction,
}: {
  role: string;
  tz: string;
  hrefOf: (id: string) => string;
  bookAction: React.ReactNode;
}) {
  const q = useAppointments();
  useLiveAppointments();
  const now = useNow();
  const t = useT();
  const [view, setView] = useState<'day' | 'week'>('day');
  const [day, setDay] = useState(() => localDate(Date.now(), tz));
  const counselor = role === 'counselor';
  // a member who manages others narrows the list with the person switcher (the home's choice)
  const choice = usePersonFilter(useSession().user?.id);
  const all = (q.data ?? []).filter((a) => counselor || shownFor(choice, a.member));
  const upcoming = all.filter((a) => isActive(a) && (!a.start || toMs(a.end || a.start) >= now));
  const past = all.filter((a) => !upcoming.includes(a)).reverse();

  const span = view === 'day' ? 1 : 7;
  const days = Array.from({ length: span }, (_, i) => addDays(day, i));
  const inView = all.filter((a) => a.start && a.kind !== 'provider_visit' && days.includes(localDate(a.start, tz)));
  const toArrange = all.filter((a) => a.kind === 'provider_visit' && a.status === 'requested');
  return (
    <QueryState
      isPending={q.isPending}
      errorMessage={q.error ? errorMessage(q.error) : null}
      onRetry={() => void q.refetch()}
      loadingLabel={t('appointments.loading')}
    >
      {all.length === 0 ? (
        <EmptyState title={t('appointments.emptyTitle')} action={bookAction}>
          {t('appointments.empty')}
        </EmptyState>
      ) : (
        <Stack gap="md">
          {counselor ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appts-calendar">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} fz="lg" id="appts-calendar">
                    {view === 'day' ? formatDay(day) : t('appointments.weekOf', { day: formatDay(day) })}
                  </Title>
                  <SegmentedControl
                    aria-label={t('appointments.calendarView')}
                    value={view}
                    onChange={(v) => setView(v as 'day' | 'week')}
                    data={[
                      { value: 'day', label: t('appointments.day') },
                      { value: 'week', label: t('appointments.week') },
                    ]}
                  />
                </Group>
                <Group gap="xs">
                  <Button variant="default" size="compact-sm" onClick={() => setDay(addDays(day, -span))}>
                    {view === 'day' ? t('appointments.previousDay') : t('appointments.previousWeek')}
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => setDay(localDate(Date.now(), tz))}>
                    {t('appointments.today')}
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => setDay(addDays(day, span))}>
                    {view === 'day' ? t('appointments.nextDay') : t('appointments.nextWeek')}
                  </Button>
                </Group>
                {days.map((d) => {
                  const items = inView.filter((a) => localDate(a.start, tz) === d);
                  if (view === 'week' && items.length === 0) return null;
                  return (
                    <Stack key={d} gap={0}>
                      {view === 'week' ? <Text fw={600}>{formatDay(d)}</Text> : null}
                      {items.length === 0 ? (
                        <Text c="gray.7">{t('appointments.noSessionsDay')}</Text>
                      ) : (
                        <Stack gap={0} component="ul" style={list}>
                          {items.map((a) => (
                            <AppointmentItem key={a.id} a={a} tz={tz} href={hrefOf(a.id)} showPerson />
                          ))}
                        </Stack>
                      )}
                    </Stack>
                  );
                })}
                {view === 'week' && inView.length === 0 ? <Text c="gray.7">{t('appointments.noSessionsWeek')}</Text> : null}
              </Stack>
            </Paper>
          ) : null}
          {counselor ? (
            <Section
              sectionId="doctor-visits-to-arrange"
              title={t('appointments.toArrange')}
              items={toArrange}
              tz={tz}
              hrefOf={hrefOf}
              showPerson
              empty={t('appointments.noRequests')}
            />
          ) : null}
          <Section
            sectionId="upcoming"
            title={t('appointments.upcoming')}
            items={upcoming}
            tz={tz}
            hrefOf={hrefOf}
            showPerson={counselor}
            empty={t('appointments.upcomingEmpty')}
          />
          <Section
            sectionId="past"
            title={t('appointments.past')}
            items={past}
            tz={tz}
            hrefOf={hrefOf}
            showPerson={counselor}
            empty={t('appointments.pastEmpty')}
          />
        </Stack>
      )}
    </QueryState>
  );
}
