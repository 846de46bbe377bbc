import { ComingSoonScreen } from '../../../components/area-screen';

export function FeedScreen() {
  return <ComingSoonScreen title="Feed" area="News and announcements" />;
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
