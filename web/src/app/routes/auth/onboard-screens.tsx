import { useEffect } from 'react';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { Link, Navigate, redirect, useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useMyMember } from '../../../features/onboarding/api/use-onboarding';
import { watchMember } from '../../../features/onboarding/api/counselor-actions';
import { CounselorCard } from '../../../features/onboarding/components/counselor-card';
import { stepPath } from '../../../features/onboarding/steps';
import { EligibilityPending } from '../../../features/organisations/components/panels';
import { errorMessage } from '../../../lib/api-errors';
import { readSession, useSession } from '../../../lib/session';
import { invalidateMemberState, loadMemberState } from '../../guard-loader';
import { useT } from '../../../i18n/use-t';

/** /auth/onboard: an invisible router to the member's stored step (staff and members without a row: home). */
export async function OnboardScreenLoader(): Promise<never> {
  const session = readSession();
  const member = session.user && !session.isSuperuser ? await loadMemberState(session) : null;
  if (!member || (member.onboarding_step === 'completed' && member.counselor)) throw redirect(paths.home.path);
  throw redirect(stepPath(member.onboarding_step || 'guide', Boolean(member.counselor)));
}

export function OnboardScreen() {
  return null;
}

/** Staff (counselors, employer and broker staff, operators) are never matched with a counselor: their home. */
export function staffGoHome(): null {
  const session = readSession();
  if (session.isSuperuser || (session.user && session.user.role !== 'member')) {
    throw redirect(paths.home.path);
  }
  return null;
}

export const PendingScreenLoader = staffGoHome;
export const CompletedScreenLoader = staffGoHome;

/** /auth/pending: waiting for a counselor; flips to /auth/completed when one is assigned (realtime or refresh). */
export function PendingScreen() {
  const t = useT();
  const { user } = useSession();
  const member = useMyMember(user?.id ?? '');
  const navigate = useNavigate();
  const id = member.data?.id;
  // linked by join code or work-email domain: waiting for the employer to confirm eligibility
  const eligibility = member.data?.status === 'pending' && Boolean(member.data.employer);
  const assigned = Boolean(member.data?.counselor) && !eligibility;
  useEffect(() => {
    if (assigned) {
      invalidateMemberState();
      void navigate(paths.authCompleted.path, { replace: true });
    }
  }, [assigned, navigate]);
  useEffect(() => (id ? watchMember(id, () => void member.refetch()) : undefined), [id]);
  return (
    <Page title={t('auth.almostThere')} description={eligibility ? t('auth.confirmingEligibility') : t('auth.matchingSentence')}>
      <QueryState
        isPending={member.isPending}
        errorMessage={member.error ? errorMessage(member.error) : null}
        onRetry={() => void member.refetch()}
      >
        {eligibility && member.data ? <EligibilityPending employerId={member.data.employer} /> : null}
        <Paper withBorder p="lg" radius="md" hidden={eligibility}>
          <Stack gap="sm">
            <Text fw={600} size="lg">
              {t('home.step.pending')}
            </Text>
            <Text c="gray.8">
              {t('auth.pendingBody')}
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('auth.pendingReview')}</List.Item>
              <List.Item>{t('auth.pendingMeanwhile')}</List.Item>
              <List.Item>{t('auth.pendingQuestions', { email: 'support@covey.app' })}</List.Item>
            </List>
            <Group gap="sm">
              <Button onClick={() => void member.refetch()} loading={member.isFetching}>
                {t('auth.checkAgain')}
              </Button>
              <Button variant="light" component={Link} to={paths.feed.href()}>
                {t('auth.browseFeed')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </QueryState>
    </Page>
  );
}

/** /auth/completed: the assigned counselor and the first actions. */
export function CompletedScreen() {
  const t = useT();
  const { user } = useSession();
  const member = useMyMember(user?.id ?? '');
  const m = member.data;
  if (m?.status === 'pending' && m.employer) return <Navigate to={paths.authPending.path} replace />;
  return (
    <Page title={t('auth.allSet')} description={t('auth.allSetDescription')}>
      <QueryState
        isPending={member.isPending}
        errorMessage={member.error ? errorMessage(member.error) : null}
        onRetry={() => void member.refetch()}
      >
        {m?.counselor ? (
          <CounselorCard counselorId={m.counselor} memberId={m.id} />
        ) : (
          <Text c="gray.8">
            {t('auth.stillMatching')} <Link to={paths.authPending.path}>{t('auth.seeNext')}</Link>.
          </Text>
        )}
        <Button variant="subtle" component={Link} to={paths.home.path} w="fit-content">
          {t('auth.goHome')}
        </Button>
      </QueryState>
    </Page>
  );
}
