import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { readSession } from '../../../lib/session';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { InviteLanding } from '../../../features/circles/components/invite-landing';

/** /auth shows an invitation (`?invite=`); otherwise it forwards to sign-in (or home when signed in). */
export function AuthLandingScreenLoader({ request }: LoaderFunctionArgs): null {
  if (new URL(request.url).searchParams.get('invite')) return null;
  throw redirect(readSession().isValid ? paths.home.path : paths.login.path);
}

export function AuthLandingScreen() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="You're invited" description="Covey helps families and caregivers look after someone's health benefits together.">
      <InviteLanding token={params.get('invite') ?? ''} />
    </AuthCard>
  );
}
