import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
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
import { viewerRole } from '../../../lib/viewer-role';
import { paths } from '../../../config/paths';
import { CirclesOverview } from '../../../features/circles/components/circles-overview';
import { CircleDetail } from '../../../features/circles/components/circle-detail';
import { InviteScreenBody } from '../../../features/circles/components/invite-form';
import { CircleMemberGate } from '../../../features/circles/components/shared-sections';
import { SharedWithMe } from '../../../features/circles/components/shared-with-me';
import { useCircle } from '../../../features/circles/api/circles';
import { PeopleSearch, PersonAccount, personName, usePerson } from '../../../features/operations/components/panels';

export function MembersScreen() {
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  if (isSuperuser) {
    return (
      <Page title="Find anyone" description="Every person on Covey: employees, dependants, community members and caregivers.">
        <PeopleSearch />
      </Page>
    );
  }
  if (role === 'employer' || role === 'broker') {
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
      {role === 'member' ? <SharedWithMe userId={user?.id ?? ''} /> : null}
    </Page>
  );
}

export function MemberScreen() {
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  if (isSuperuser) return <OperatorPersonScreen id={id} />;
  if (user?.role === 'employer' || user?.role === 'broker') {
    return (
      <Page title="Member">
        <RosterCard id={id} isSuperuser={false} />
      </Page>
    );
  }
  return <CareMemberScreen id={id} role={user?.role ?? ''} userId={user?.id ?? ''} />;
}

/** The operator's member 360: employer, counselor with reassign, eligibility (roster card), account, support view, circles. */
function OperatorPersonScreen({ id }: { id: string }) {
  const person = usePerson(id);
  return (
    <Page title={person.data ? personName(person.data) : 'Person'}>
      <Stack gap="md">
        <RosterCard id={id} isSuperuser title="Employer and counselor" />
        <PersonAccount id={id} />
      </Stack>
    </Page>
  );
}

function CareMemberScreen({ id, role, userId }: { id: string; role: string; userId: string }) {
  const member = useMember(id);
  return (
    <Page title={member.data ? memberName(member.data) : 'Member'}>
      {role === 'member' ? (
        <CircleMemberGate memberId={id} userId={userId} fallback={<CareSections id={id} role={role} userId={userId} />} />
      ) : (
        <CareSections id={id} role={role} userId={userId} />
      )}
    </Page>
  );
}

/** The member 360 (counselor) or a household member's record (member): detail, plans, reports. */
function CareSections({ id, role, userId }: { id: string; role: string; userId: string }) {
  const member = useMember(id);
  return (
    <Stack gap="md">
      <MemberDetail id={id} viewerRole={role} />
      {member.data && (role === 'counselor' || role === 'member') ? (
        <MemberPlansSection member={member.data as unknown as PersonRecord} userId={userId} role={role} />
      ) : null}
      {role === 'counselor' && member.data ? <MemberReportsSection memberId={id} /> : null}
    </Stack>
  );
}

export function CirclesScreen() {
  const session = useSession();
  const { user } = session;
  const viewer = viewerRole(session);
  if (viewer === 'counselor' || viewer === 'superuser') {
    // circles are a member's own: staff are told where they help instead of being offered a circle of their own
    return (
      <Page title="Circles" description="Members choose which family members and caregivers can help them, and what those people see.">
        <EmptyState
          title="Circles are set up by members"
          action={
            <Button component={Link} to={paths.members.href()} variant="light">
              {viewer === 'counselor' ? 'Open your caseload' : 'Find a person'}
            </Button>
          }
        >
          {viewer === 'counselor'
            ? "You don't create circles. Open a member from your caseload to help them."
            : 'Find a person under Members to see the circles they own and the ones they belong to.'}
        </EmptyState>
      </Page>
    );
  }
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
