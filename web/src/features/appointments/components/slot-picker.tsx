import { useMemo, useState } from 'react';
import { Button, Group, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useSlots } from '../api/appointments-api';
import type { Slot } from '../api/types';
import { addDays, dayParts, formatClock, formatDay, localDate, zoneName } from '../lib/time';

const SPAN = 14;

/** A date strip and the free times of the chosen day, in the viewer's zone with the counselor's zone shown. */
export function SlotPicker({
  counselorId,
  tz,
  selected,
  onPick,
}: {
  counselorId: string;
  tz: string;
  selected: Slot | null;
  onPick: (s: Slot) => void;
}) {
  const today = localDate(Date.now(), tz);
  const t = useT();
  const [from, setFrom] = useState(today);
  const to = addDays(from, SPAN - 1);
  const slots = useSlots(counselorId, from, to, tz);
  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const s of slots.data?.slots ?? []) map.set(s.date, [...(map.get(s.date) ?? []), s]);
    return map;
  }, [slots.data]);
  const days = Array.from({ length: SPAN }, (_, i) => addDays(from, i));
  const [day, setDay] = useState('');
  const firstFree = days.find((d) => byDay.has(d)) ?? '';
  const shown = day && days.includes(day) ? day : firstFree;
  const counselorZone = slots.data?.timezone ?? '';
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('appointments.timesIn', { zone: zoneName(tz) })}
        {counselorZone && counselorZone !== tz && zoneName(counselorZone) !== zoneName(tz)
          ? ` ${t('appointments.counselorZone', { zone: zoneName(counselorZone) })}`
          : ''}
      </Text>
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={from <= today}
          onClick={() => setFrom(addDays(from, -SPAN))}
        >
          {t('appointments.earlier')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => setFrom(addDays(from, SPAN))}>
          {t('appointments.later')}
        </Button>
      </Group>
      <QueryState
        isPending={slots.isPending}
        errorMessage={slots.error ? errorMessage(slots.error) : null}
        onRetry={() => void slots.refetch()}
        loadingLabel={t('appointments.loadingTimes')}
      >
        {/* the strip scrolls sideways: its viewport takes focus so keyboards can scroll it even when no day is free */}
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': t('appointments.datesToChoose') }}>
          <Group gap="xs" wrap="nowrap" role="group" aria-label={t('appointments.dates')}>
            {days.map((d) => {
              const n = byDay.get(d)?.length ?? 0;
              return (
                <Button
                  key={d}
                  variant={d === shown ? 'filled' : 'default'}
                  disabled={n === 0}
                  aria-pressed={d === shown}
                  aria-label={t('appointments.dayFree', { day: formatDay(d), count: n })}
                  onClick={() => setDay(d)}
                  miw={60}
                  h={56}
                  px={8}
                >
                  <Stack gap={0} align="center">
                    <Text span size="xs" inherit>
                      {dayParts(d).weekday}
                    </Text>
                    <Text span fw={700} inherit>
                      {dayParts(d).day}
                    </Text>
                  </Stack>
                </Button>
              );
            })}
          </Group>
        </ScrollArea>
        {shown ? (
          <Stack gap="xs">
            <Text fw={600}>{formatDay(shown)}</Text>
            <SimpleGrid
              cols={{ base: 3, sm: 5 }}
              spacing="xs"
              role="group"
              aria-label={t('appointments.freeTimesOn', { day: formatDay(shown) })}
            >
              {(byDay.get(shown) ?? []).map((s) => (
                <Button
                  key={s.start}
                  px={6}
                  variant={selected?.start === s.start ? 'filled' : 'light'}
                  aria-pressed={selected?.start === s.start}
                  onClick={() => onPick(s)}
                >
                  {formatClock(s.time)}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Text c="gray.7">{t('appointments.noFreeTimes')}</Text>
        )}
      </QueryState>
    </Stack>
  );
}
