import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/empty-state';
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
  title,
  items,
  tz,
  hrefOf,
  showPerson,
  empty,
}: {
  title: string;
  items: Appointment[];
  tz: string;
  hrefOf: (id: string) => string;
  showPerson: boolean;
  empty: string;
}) {
  const id = `appts-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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
      loadingLabel="Loading appointments"
    >
      {all.length === 0 ? (
        <EmptyState title="No appointments yet" action={bookAction}>
          Calls with your counselor and visits booked for you will appear here.
        </EmptyState>
      ) : (
        <Stack gap="md">
          {counselor ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appts-calendar">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} fz="lg" id="appts-calendar">
                    {view === 'day' ? formatDay(day) : `Week of ${formatDay(day)}`}
                  </Title>
                  <SegmentedControl
                    aria-label="Calendar view"
                    value={view}
                    onChange={(v) => setView(v as 'day' | 'week')}
                    data={[
                      { value: 'day', label: 'Day' },
                      { value: 'week', label: 'Week' },
                    ]}
                  />
                </Group>
                <Group gap="xs">
                  <Button variant="default" size="compact-sm" onClick={() => setDay(addDays(day, -span))}>
                    {view === 'day' ? 'Previous day' : 'Previous week'}
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => setDay(localDate(Date.now(), tz))}>
                    Today
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => setDay(addDays(day, span))}>
                    {view === 'day' ? 'Next day' : 'Next week'}
                  </Button>
                </Group>
                {days.map((d) => {
                  const items = inView.filter((a) => localDate(a.start, tz) === d);
                  if (view === 'week' && items.length === 0) return null;
                  return (
                    <Stack key={d} gap={0}>
                      {view === 'week' ? <Text fw={600}>{formatDay(d)}</Text> : null}
                      {items.length === 0 ? (
                        <Text c="gray.7">No sessions this day.</Text>
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
                {view === 'week' && inView.length === 0 ? <Text c="gray.7">No sessions this week.</Text> : null}
              </Stack>
            </Paper>
          ) : null}
          {counselor ? (
            <Section
              title="Doctor visits to arrange"
              items={toArrange}
              tz={tz}
              hrefOf={hrefOf}
              showPerson
              empty="No requests waiting."
            />
          ) : null}
          <Section
            title="Upcoming"
            items={upcoming}
            tz={tz}
            hrefOf={hrefOf}
            showPerson={counselor}
            empty="Nothing booked. Book a call with your counselor any time."
          />
          <Section
            title="Past"
            items={past}
            tz={tz}
            hrefOf={hrefOf}
            showPerson={counselor}
            empty="No past appointments."
          />
        </Stack>
      )}
    </QueryState>
  );
}
