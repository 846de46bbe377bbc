import { AreaScreen } from '../../../components/area-screen';

export function FeedScreen() {
  return (
    <AreaScreen title="Feed" emptyTitle="No posts yet">
      Announcements from your employer and tips from counselors will appear here.
    </AreaScreen>
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
