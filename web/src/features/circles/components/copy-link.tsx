import { ShareLink } from '../../../components/share-link';

/** the one-time invitation link, readable, copyable and shareable (shown once after sending or resending) */
export function CopyLink({ link, note }: { link: string; note?: string }) {
  return <ShareLink link={link} note={note} title="Your invitation" />;
}
