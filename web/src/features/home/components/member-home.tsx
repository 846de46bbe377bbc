import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import { useCounselorChat, useMyMember } from '../api/member-home';
import { useLiveRefresh } from '../api/use-live-refresh';
import { CaregiverCard } from './caregiver-card';
import { CounselorCard } from './counselor-card';
import { LatestMessages } from './latest-messages';
import { NextStepCard } from './next-step-card';
import { useT } from '../../../i18n/use-t';

/**
 * The member dashboard: counselor, next step, coverage card (given by the route) and latest messages.
 * A caregiver account gets the "Use Covey for myself" card instead of the counselor and coverage.
 */
export function MemberHome({
  userId,
  coverage,
  reports,
  nextAppointment,
  assistant,
  onCaregiverStarts,
}: {
  userId: string;
  /** a caregiver chose "Use Covey for myself": the route drops what the guard knew of the member row */
  onCaregiverStarts?: () => void;
  coverage: (memberId: string) => ReactNode;
  /** the open-reports card (given by the route) */
  reports?: ReactNode;
  /** the next appointment card (given by the route) */
  nextAppointment?: ReactNode;
  /** the "Ask the assistant" box (given by the route) */
  assistant?: ReactNode;
}) {
  const t = useT();
  const member = useMyMember(userId);
  const memberId = member.data?.id ?? '';
  const chat = useCounselorChat(memberId);
  // a caregiver account (joined from a circle invitation): no counselor card, no insurance prompt
  const caregiver = member.data?.source === 'circle';
  useLiveRefresh();
  return (
    <QueryState
      isPending={member.isPending}
      errorMessage={member.error ? errorMessage(member.error) : null}
      onRetry={() => void member.refetch()}
      loadingLabel={t('home.loading')}
    >
      <Stack gap="md">
        {member.data ? <NextStepCard onboardingStep={member.data.onboarding_step} /> : null}
        {caregiver ? null : assistant}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {caregiver ? (
            <CaregiverCard onStarted={onCaregiverStarts} />
          ) : (
            <CounselorCard counselor={member.data?.expand?.counselor ?? null} chatId={chat.data?.id ?? null} />
          )}
          {memberId && !caregiver ? coverage(memberId) : null}
          {nextAppointment}
        </SimpleGrid>
        {reports}
        <LatestMessages />
      </Stack>
    </QueryState>
  );
}
