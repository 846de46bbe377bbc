import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ComingSoonScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { memberName } from '../../../features/members/lib/labels';
import { MemberReportsSection } from '../../../features/reports/components/home-cards';
import { MemberPlansSection } from '../../../features/plans/components/member-plans-section';
import type { PersonRecord } from '../../../features/plans/api/types';
import { useSession } from '../../../lib/session';

export function MembersScreen() {
  const { user } = useSession();
  const role = user?.role ?? '';
  if (role !== 'member' && role !== 'counselor') {
    return <ComingSoonScreen title={role === 'employer' || role === 'broker' ? 'Roster' : 'Members'} area="Rosters" />;
  }
  return (
    <Page
      title={role === 'member' ? 'My household' : 'Members'}
      description={role === 'member' ? 'You and the people you look after.' : 'Members assigned to you.'}
    >
      <MemberList role={role} userId={user?.id ?? ''} />
    </Page>
  );
}

export function MemberScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const member = useMember(id);
  const role = user?.role ?? '';
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      <Stack gap="md">
        <MemberDetail id={id} viewerRole={user?.role ?? ''} />
        {member.data && (role === 'counselor' || role === 'member') ? (
          <MemberPlansSection member={member.data as unknown as PersonRecord} userId={user?.id ?? ''} role={role} />
        ) : null}
        {role === 'counselor' && member.data ? <MemberReportsSection memberId={id} /> : null}
      </Stack>
    </Page>
  );
}

export function CirclesScreen() {
  return <ComingSoonScreen title="Circles" area="Circles" />;
}

export function CircleScreen() {
  return <ComingSoonScreen title="Circle" area="Circles" />;
}

export function CircleInviteScreen() {
  return <ComingSoonScreen title="Invite to circle" area="Circle invitations" />;
}
