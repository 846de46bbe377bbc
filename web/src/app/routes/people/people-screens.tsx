import { useParams } from 'react-router';
import { AreaScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { memberName } from '../../../features/members/lib/labels';
import { useSession } from '../../../lib/session';
import { CirclesOverview } from '../../../features/circles/components/circles-overview';
import { CircleDetail } from '../../../features/circles/components/circle-detail';
import { InviteScreenBody } from '../../../features/circles/components/invite-form';
import { CircleMemberGate } from '../../../features/circles/components/shared-sections';
import { SharedWithMe } from '../../../features/circles/components/shared-with-me';
import { useCircle } from '../../../features/circles/api/circles';

export function MembersScreen() {
  const { user } = useSession();
  const role = user?.role ?? '';
  if (role !== 'member' && role !== 'counselor') {
    return (
      <AreaScreen title="Members" emptyTitle="No members yet">
        People in your care will appear here.
      </AreaScreen>
    );
  }
  return (
    <Page
      title={role === 'member' ? 'My household' : 'Members'}
      description={role === 'member' ? 'You and the people you look after.' : 'Members assigned to you.'}
    >
      <MemberList role={role} userId={user?.id ?? ''} />
      {role === 'member' ? <SharedWithMe userId={user?.id ?? ''} /> : null}
    </Page>
  );
}

export function MemberScreen() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const { user } = useSession();
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      {user?.role === 'member' ? (
        <CircleMemberGate memberId={id} userId={user.id} fallback={<MemberDetail id={id} />} />
      ) : (
        <MemberDetail id={id} />
      )}
    </Page>
  );
}

export function CirclesScreen() {
  const { user } = useSession();
  return (
    <Page title="Circles" description="Choose exactly what family and caregivers can see and do, and for how long.">
      <CirclesOverview userId={user?.id ?? ''} email={user?.email ?? ''} />
    </Page>
  );
}

export function CircleScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const circle = useCircle(id);
  return (
    <Page title={circle.data?.name || 'Circle'}>
      <CircleDetail id={id} userId={user?.id ?? ''} />
    </Page>
  );
}

export function CircleInviteScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return (
    <Page title="Invite to circle" description="They get an email with a link that works once and expires in 7 days.">
      <InviteScreenBody id={id} userId={user?.id ?? ''} />
    </Page>
  );
}
