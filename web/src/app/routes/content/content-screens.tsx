import { ComingSoonScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { FeedPanel } from '../../../features/organisations/components/panels';
import { useSession } from '../../../lib/session';

export function FeedScreen() {
  const { user } = useSession();
  return (
    <Page title="Feed" description="News from your employer and tips from counselors.">
      <FeedPanel role={user?.role ?? ''} />
    </Page>
  );
}

export function FilesScreen() {
  return <ComingSoonScreen title="Files" area="Files" />;
}

export function FileScreen() {
  return <ComingSoonScreen title="File" area="Files" />;
}

export function FilesNewScreen() {
  return <ComingSoonScreen title="Upload a file" area="File uploads" />;
}
