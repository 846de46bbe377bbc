import { AreaScreen } from '../../../components/area-screen';

export function MembersScreen() {
  return (
    <AreaScreen title="Members" emptyTitle="No members yet">
      People in your household or care will appear here.
    </AreaScreen>
  );
}

export function MemberScreen() {
  return (
    <AreaScreen title="Member" emptyTitle="This member is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
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
