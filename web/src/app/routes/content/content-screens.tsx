import { AreaScreen } from '../../../components/area-screen';
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
  return (
    <AreaScreen title="Files" emptyTitle="No files yet">
      Insurance cards, bills and other documents you upload will be kept here.
    </AreaScreen>
  );
}

export function FileScreen() {
  return (
    <AreaScreen title="File" emptyTitle="This file is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}

export function FilesNewScreen() {
  return (
    <AreaScreen title="Upload a file" emptyTitle="Uploads are not available yet">
      Uploading documents will be possible here soon.
    </AreaScreen>
  );
}
