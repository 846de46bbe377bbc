import { Stack } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useAvailability } from '../api/availability-api';
import type { CounselorRecord } from '../api/types';
import { deviceZone } from '../lib/time';
import { DateOverrides } from './date-overrides';
import { SessionSettings } from './session-settings';
import { WeeklyHours } from './weekly-hours';

/** The counselor's own availability: session settings and zone, weekly hours, date overrides and time off. */
export function AvailabilityEditor({ counselor }: { counselor: CounselorRecord }) {
  const rows = useAvailability(counselor.id);
  const tz = counselor.timezone || deviceZone();
  const t = useT();
  return (
    <Stack gap="md">
      <SessionSettings counselor={counselor} />
      <QueryState
        isPending={rows.isPending}
        errorMessage={rows.error ? errorMessage(rows.error) : null}
        onRetry={() => void rows.refetch()}
        loadingLabel={t('appointments.loadingHours')}
      >
        <WeeklyHours counselorId={counselor.id} rows={rows.data ?? []} timezone={tz} />
        <DateOverrides counselorId={counselor.id} rows={rows.data ?? []} timezone={tz} />
      </QueryState>
    </Stack>
  );
}
