import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { AreaScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { memberName } from '../../../features/members/lib/labels';
import { MemberReportsSection } from '../../../features/reports/components/home-cards';
import { RosterCard, RosterPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';

export function MembersScreen() {
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  if (role === 'employer' || role === 'broker' || isSuperuser) {
    return (
      <Page title="Members" description="Your roster: names, status and eligibility. Health information stays private.">
        <RosterPanel />
      </Page>
    );
  }
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
    </Page>
  );
}

export function MemberScreen() {
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  if (user?.role === 'employer' || user?.role === 'broker' || isSuperuser) {
    return (
      <Page title="Member">
        <RosterCard id={id} isSuperuser={isSuperuser} />
      </Page>
    );
  }
  return <CareMemberScreen id={id} role={user?.role ?? ''} />;
}

function CareMemberScreen({ id, role }: { id: string; role: string }) {
  const member = useMember(id);
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      <Stack gap="md">
        <MemberDetail id={id} />
        {role === 'counselor' && member.data ? <MemberReportsSection memberId={id} /> : null}
      </Stack>
    </Page>
  );
}

export function CirclesScreen() {
  return (
    <AreaScreen title="Circles" emptyTitle="No circles yet">
      Circles let family and caregivers see the parts of your account you choose.
    </AreaScreen>
  );
}

export function CircleScreen() {
  return (
    <AreaScreen title="Circle" emptyTitle="This circle is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}

export function CircleInviteScreen() {
  return (
    <AreaScreen title="Invite to circle" emptyTitle="Invitations are not available yet">
      Inviting people to a circle will be possible here soon.
    </AreaScreen>
  );
}
