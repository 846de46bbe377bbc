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
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const DESCRIPTION: Readonly<Record<string, MessageId>> = {
  member: 'profile.descMember',
  counselor: 'profile.descCounselor',
  employer: 'profile.descEmployer',
  broker: 'profile.descBroker',
};

function MemberProfile({ user }: { user: UserRecord }) {
  const t = useT();
  const details = useMemberDetails(user.id);
  return (
    <QueryState
      isPending={details.isPending}
      errorMessage={details.error ? errorMessage(details.error) : null}
      onRetry={() => void details.refetch()}
      loadingLabel={t('profile.loadingDetails')}
    >
      {details.data ? <MemberDetailsForm key={details.data.user.id} details={details.data} demo={false} /> : null}
    </QueryState>
  );
}

function CounselorPublic({ user }: { user: UserRecord }) {
  const t = useT();
  const counselor = useMyCounselor(user.id);
  return (
    <QueryState
      isPending={counselor.isPending}
      errorMessage={counselor.error ? errorMessage(counselor.error) : null}
      onRetry={() => void counselor.refetch()}
      loadingLabel={t('profile.loadingPublic')}
    >
      {counselor.data ? (
        <CounselorProfileForm key={counselor.data.id} counselor={counselor.data} />
      ) : (
        <Paper withBorder p="md">
          <Text>{t('profile.noPublic')}</Text>
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
  const t = useT();
  const { user, isSuperuser } = useSession();
  if (isSuperuser || !user) {
    return (
      <Page title={t('nav.profile')}>
        <Paper withBorder p="md">
          <Text>{t('profile.operator')}</Text>
        </Paper>
      </Page>
    );
  }
  return (
    <Page title={t('nav.profile')} description={t(DESCRIPTION[user.role] ?? 'profile.descOther')}>
      <Stack gap="md">
        <ProfileHeader user={user} />
        {user.role === 'member' ? <MemberProfile user={user} /> : <ProfileForm key={user.id} user={user} />}
        {user.role === 'counselor' ? <CounselorPublic user={user} /> : null}
        {user.role === 'employer' || user.role === 'broker' ? <StaffOrganisation user={user} /> : null}
      </Stack>
    </Page>
  );
}
