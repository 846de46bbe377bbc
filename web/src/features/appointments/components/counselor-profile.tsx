import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { counselorsLanguagesLabels, counselorsSpecialtiesLabels } from '../../../lib/select-labels';
import { counselorPhotoUrl, useSlots } from '../api/appointments-api';
import type { CounselorRecord } from '../api/types';
import { addDays, formatWhen, localDate, zoneAbbr } from '../lib/time';
import { htmlToLine as plain } from '../../../lib/html-text';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The public profile: photo, bio, languages, specialties, the next free times, Message and Book. */
export function CounselorProfile({
  counselor,
  tz,
  own,
  messageHref,
  bookHref,
  slotHref,
  showSlots = true,
}: {
  counselor: CounselorRecord;
  tz: string;
  own: boolean;
  messageHref: string;
  bookHref: string;
  slotHref: string;
  showSlots?: boolean;
}) {
  const from = localDate(Date.now(), tz);
  const slots = useSlots(showSlots ? counselor.id : '', from, addDays(from, 13), tz);
  const t = useT();
  const name = counselor.display_name || t('appointments.counselor');
  const photo = counselorPhotoUrl(counselor);
  const next = (slots.data?.slots ?? []).slice(0, 6);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={photo} alt={photo ? t('appointments.photoOf', { name }) : undefined} size={72} radius="xl" color="green">
              {name.slice(0, 1)}
            </Avatar>
            <Stack gap={2}>
              <Title order={2} fz="xl">
                {name}
              </Title>
              {counselor.credentials ? <Text c="gray.7">{counselor.credentials}</Text> : null}
              {counselor.timezone ? <Text size="sm" c="gray.7">{t('appointments.timeZoneIs', { zone: counselor.timezone })}</Text> : null}
            </Stack>
          </Group>
          {counselor.bio ? <Text>{plain(counselor.bio)}</Text> : null}
          {counselor.languages?.length || counselor.specialties?.length ? (
            <Group gap={4}>
              {[
                ...(counselor.languages ?? []).map((l) => counselorsLanguagesLabels[l]),
                ...(counselor.specialties ?? []).map((s) => counselorsSpecialtiesLabels[s]),
              ].map(
                (l) => (
                  <Badge key={l} variant="light" color="green">
                    {l}
                  </Badge>
                ),
              )}
            </Group>
          ) : null}
          {own || !showSlots ? null : (
            <Group gap="xs">
              <Button component={Link} to={messageHref} aria-label={t('appointments.messageName', { name })}>
                {t('appointments.message')}
              </Button>
              <Button component={Link} to={bookHref} variant="default" aria-label={t('appointments.bookWith', { name })}>
                {t('appointments.bookShort')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {showSlots ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="next-free-title">
          <Stack gap="xs">
            <Title order={2} fz="lg" id="next-free-title">
              {t('appointments.nextFreeTimes')}
            </Title>
            <QueryState
              isPending={slots.isPending}
              errorMessage={slots.error ? errorMessage(slots.error) : null}
              onRetry={() => void slots.refetch()}
              loadingLabel={t('appointments.loadingTimes')}
            >
              {next.length === 0 ? (
                <Text c="gray.7">{t('appointments.noFreeTimesSoon')}</Text>
              ) : (
                <Stack gap={4} component="ul" style={list}>
                  {next.map((s) => (
                    <li key={s.start}>
                      {own ? (
                        <Text>{formatWhen(s.start, tz)}</Text>
                      ) : (
                        <Anchor component={Link} to={slotHref}>
                          {formatWhen(s.start, tz)}
                        </Anchor>
                      )}
                    </li>
                  ))}
                </Stack>
              )}
              <Text size="sm" c="gray.7">{t('appointments.shownInZone', { zone: zoneAbbr(tz) })}</Text>
            </QueryState>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
