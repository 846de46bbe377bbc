import { Page } from '../../../components/page';
import { FeedPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';

export function FeedScreen() {
  const { user } = useSession();
  return (
    <Page title="Feed" description="News from your employer and tips from counselors.">
      <FeedPanel role={user?.role ?? ''} userId={user?.id ?? ''} />
    </Page>
  );
}
