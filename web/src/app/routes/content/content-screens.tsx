import { Page } from '../../../components/page';
import { FeedPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';

export function FeedScreen() {
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  const description = isSuperuser
    ? 'News and tips members see across Covey.'
    : role === 'employer'
      ? 'Announcements you post to your employees.'
      : role === 'broker'
        ? "Announcements to your groups' admins."
        : role === 'counselor'
          ? 'Tips you publish for members, and news from their employers.'
          : 'News from your employer and tips from counselors.';
  return (
    <Page title="Feed" description={description}>
      <FeedPanel role={user?.role ?? ''} userId={user?.id ?? ''} />
    </Page>
  );
}
