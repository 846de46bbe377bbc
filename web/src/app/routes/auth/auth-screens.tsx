import { Button } from '@mantine/core';
import { Link, redirect } from 'react-router';
import { AreaScreen } from '../../../components/area-screen';
import { paths } from '../../../config/paths';
import { readSession } from '../../../lib/session';

/** /auth forwards to sign-in (or home when signed in); invite links arrive with the invites feature. */
export function AuthLandingScreenLoader(): never {
  throw redirect(readSession().isValid ? paths.home.path : paths.login.path);
}

export function AuthLandingScreen() {
  return null;
}

const home = (
  <Button component={Link} to={paths.home.path} mt="sm">
    Go to home
  </Button>
);

export function OnboardScreen() {
  return (
    <AreaScreen title="Getting started" emptyTitle="No onboarding steps yet">
      Guided onboarding steps will appear here once they are available for your account. {home}
    </AreaScreen>
  );
}

export function PendingScreen() {
  return (
    <AreaScreen title="Almost there" emptyTitle="Nothing is pending">
      When we need to confirm your eligibility or match you with a counselor, you will see the progress here. {home}
    </AreaScreen>
  );
}

export function CompletedScreen() {
  return (
    <AreaScreen title="You're all set" emptyTitle="Setup complete">
      Your account is ready to use. {home}
    </AreaScreen>
  );
}
