import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { AvatarUpload } from '../../../features/profile/components/avatar-upload';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

/** /avatar/new/{id}: the guard lets only the user's own id through. */
export function AvatarNewScreen() {
  const t = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Page title={t('profile.photoTitle')}>
      {user ? <AvatarUpload user={user} onSaved={() => void navigate(paths.profile.path, { replace: true })} /> : null}
    </Page>
  );
}
