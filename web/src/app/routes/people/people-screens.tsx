import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ComingSoonScreen } from '../../../components/area-screen';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { memberName } from '../../../features/members/lib/labels';
import { MemberReportsSection } from '../../../features/reports/components/home-cards';
import { MemberPlansSection } from '../../../features/plans/components/member-plans-section';
import type { PersonRecord } from '../../../features/plans/api/types';
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
      <Page title="Members">
        <EmptyState title="No members here">Members appear here for counselors, members and employer or broker staff.</EmptyState>
      </Page>
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
  return <CareMemberScreen id={id} role={user?.role ?? ''} userId={user?.id ?? ''} />;
}

function CareMemberScreen({ id, role, userId }: { id: string; role: string; userId: string }) {
  const member = useMember(id);
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      <Stack gap="md">
        <MemberDetail id={id} viewerRole={role} />
        {member.data && (role === 'counselor' || role === 'member') ? (
          <MemberPlansSection member={member.data as unknown as PersonRecord} userId={userId} role={role} />
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
