import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { MemberDetail } from '../../../features/members/components/member-detail';
import { MemberList } from '../../../features/members/components/member-list';
import { useMember } from '../../../features/members/api/get-member';
import { MemberReportsSection } from '../../../features/reports/components/home-cards';
import { MemberPlansSection } from '../../../features/plans/components/member-plans-section';
import type { PersonRecord } from '../../../features/plans/api/types';
import { RosterCard, RosterPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';
import { viewerRole } from '../../../lib/viewer-role';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { CirclesOverview } from '../../../features/circles/components/circles-overview';
import { CircleDetail } from '../../../features/circles/components/circle-detail';
import { InviteScreenBody } from '../../../features/circles/components/invite-form';
import { CircleMemberGate } from '../../../features/circles/components/shared-sections';
import { SharedWithMe } from '../../../features/circles/components/shared-with-me';
import { useCircle } from '../../../features/circles/api/circles';
import { PeopleSearch, PersonAccount, unnamedAs, usePerson } from '../../../features/operations/components/panels';
import { personName } from '../../../lib/person-name';

export function MembersScreen() {
  const t = useT();
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  if (isSuperuser) {
    return (
      <Page title={t('people.findAnyone')} description={t('people.findAnyoneDescription')}>
        <PeopleSearch />
      </Page>
    );
  }
  if (role === 'employer' || role === 'broker') {
    return (
      <Page title={t('people.members')} description={t('people.rosterDescription')}>
        <RosterPanel />
      </Page>
    );
  }
  if (role !== 'member' && role !== 'counselor') {
    return (
      <Page title={t('people.members')}>
        <EmptyState title={t('people.noMembersTitle')}>{t('people.noMembers')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={t(role === 'member' ? 'people.myHousehold' : 'people.members')}
      description={t(role === 'member' ? 'people.householdDescription' : 'people.assignedDescription')}
    >
      <MemberList role={role} userId={user?.id ?? ''} />
      {role === 'member' ? <SharedWithMe userId={user?.id ?? ''} /> : null}
    </Page>
  );
}

export function MemberScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const { user, isSuperuser } = useSession();
  if (isSuperuser) return <OperatorPersonScreen id={id} />;
  if (user?.role === 'employer' || user?.role === 'broker') {
    return (
      <Page title={t('people.member')}>
        <RosterCard id={id} isSuperuser={false} />
      </Page>
    );
  }
  return <CareMemberScreen id={id} role={user?.role ?? ''} userId={user?.id ?? ''} />;
}

/** The operator's member 360: employer, counselor with reassign, eligibility (roster card), account, support view, circles. */
function OperatorPersonScreen({ id }: { id: string }) {
  const t = useT();
  const person = usePerson(id);
  return (
    <Page title={person.data ? personName(person.data, { fallback: unnamedAs(person.data) }) : t('people.person')}>
      <Stack gap="md">
        <RosterCard id={id} isSuperuser title={t('people.employerAndCounselor')} />
        <PersonAccount id={id} />
      </Stack>
    </Page>
  );
}

function CareMemberScreen({ id, role, userId }: { id: string; role: string; userId: string }) {
  const t = useT();
  const member = useMember(id);
  return (
    <Page title={member.data ? personName(member.data) : t('people.member')}>
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
  const t = useT();
  const session = useSession();
  const { user } = session;
  const viewer = viewerRole(session);
  if (viewer === 'counselor' || viewer === 'superuser') {
    // circles are a member's own: staff are told where they help instead of being offered a circle of their own
    return (
      <Page title={t('circles.page.title')} description={t('circles.page.staffDescription')}>
        <EmptyState
          title={t('circles.page.setUpByMembers')}
          action={
            <Button component={Link} to={paths.members.href()} variant="light">
              {viewer === 'counselor' ? t('circles.page.openCaseload') : t('circles.page.findPerson')}
            </Button>
          }
        >
          {viewer === 'counselor' ? t('circles.page.counselorNote') : t('circles.page.operatorNote')}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t('circles.page.title')} description={t('circles.page.description')}>
      <CirclesOverview userId={user?.id ?? ''} email={user?.email ?? ''} />
    </Page>
  );
}

export function CircleScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  const circle = useCircle(id);
  return (
    <Page title={circle.data?.name || t('circles.circle')}>
      <CircleDetail id={id} userId={user?.id ?? ''} />
    </Page>
  );
}

export function CircleInviteScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  return (
    <Page title={t('circles.page.inviteTitle')} description={t('circles.page.inviteDescription')}>
      <InviteScreenBody id={id} userId={user?.id ?? ''} />
    </Page>
  );
}
