import { Paper, Stack, Text } from '@mantine/core';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-errors';
import type { UserRecord } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useMemberDetails } from '../../../features/profile/api/use-member-details';
import { useMyCounselor } from '../../../features/profile/api/use-my-counselor';
import { CounselorProfileForm } from '../../../features/profile/components/counselor-profile-form';
import { MemberDetailsForm } from '../../../features/profile/components/member-details-form';
import { OrganisationCard } from '../../../features/profile/components/organisation-card';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { ProfileHeader } from '../../../features/profile/components/profile-header';

const DESCRIPTION: Record<string, string> = {
  member: 'How your counselor and circles reach you.',
  counselor: 'Your account and the public profile members see.',
  employer: 'Your name, and the employer card members see.',
  broker: 'Your name, and the agency card employers see.',
};

function MemberProfile({ user }: { user: UserRecord }) {
  const details = useMemberDetails(user.id);
  return (
    <QueryState
      isPending={details.isPending}
      errorMessage={details.error ? errorMessage(details.error) : null}
      onRetry={() => void details.refetch()}
      loadingLabel="Loading your details"
    >
      {details.data ? <MemberDetailsForm key={details.data.user.id} details={details.data} demo={false} /> : null}
    </QueryState>
  );
}

function CounselorPublic({ user }: { user: UserRecord }) {
  const counselor = useMyCounselor(user.id);
  return (
    <QueryState
      isPending={counselor.isPending}
      errorMessage={counselor.error ? errorMessage(counselor.error) : null}
      onRetry={() => void counselor.refetch()}
      loadingLabel="Loading your public profile"
    >
      {counselor.data ? (
        <CounselorProfileForm key={counselor.data.id} counselor={counselor.data} />
      ) : (
        <Paper withBorder p="md">
          <Text>Your public counselor profile is not set up yet. Ask your Covey contact to create it.</Text>
        </Paper>
      )}
    </QueryState>
  );
}

function StaffOrganisation({ user }: { user: UserRecord }) {
  const details = useMemberDetails(user.id);
  return details.data ? <OrganisationCard user={details.data.user} /> : null;
}

export function ProfileScreen() {
  const { user, isSuperuser } = useSession();
  if (isSuperuser || !user) {
    return (
      <Page title="Profile">
        <Paper withBorder p="md">
          <Text>Operator accounts have no profile. Your sign-in settings are on the Account page.</Text>
        </Paper>
      </Page>
    );
  }
  return (
    <Page title="Profile" description={DESCRIPTION[user.role] ?? 'How you appear in Covey.'}>
      <Stack gap="md">
        <ProfileHeader user={user} />
        {user.role === 'member' ? <MemberProfile user={user} /> : <ProfileForm key={user.id} user={user} />}
        {user.role === 'counselor' ? <CounselorPublic user={user} /> : null}
        {user.role === 'employer' || user.role === 'broker' ? <StaffOrganisation user={user} /> : null}
      </Stack>
    </Page>
  );
}
