import { ShareLink } from '../../../components/share-link';
import { useT } from '../../../i18n/use-t';

/** the one-time invitation link, readable, copyable and shareable (shown once after sending or resending) */
export function CopyLink({ link, note }: { link: string; note?: string }) {
  const t = useT();
  return <ShareLink link={link} note={note} title={t('circles.yourInvitation')} />;
}
