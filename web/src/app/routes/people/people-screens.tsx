import { useParams } from 'react-router';
import { ComingSoonScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { memberName } from '../../../features/members/lib/labels';
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
  const member = useMember(id);
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      <MemberDetail id={id} />
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
