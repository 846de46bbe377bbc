import { Page } from '../../../components/page';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { useSession } from '../../../lib/session';

export function ProfileScreen() {
  const { user, isSuperuser } = useSession();
  return (
    <Page title="Profile" description="How you appear to your counselor and circles.">
      {user && !isSuperuser ? <ProfileForm key={user.id} user={user} /> : null}
    </Page>
  );
}
