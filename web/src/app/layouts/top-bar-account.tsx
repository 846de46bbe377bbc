import { IconLink } from '../../components/icon-link';
import { UserCircleIcon } from '../../components/top-bar-icons';
import { paths } from '../../config/paths';
import TopBarButtons from './top-bar-buttons';
import { useT } from '../../i18n/use-t';

/**
 * The signed-in half of the top bar: the notification bell (the sandbox's own for the demo role), a member's chat button and the profile link. Loaded
 * on demand (top-bar.tsx), so signed-out screens (/login's first load) do not carry it (decision 0062); a
 * returning member's first screen has it in its one chunk (build-plugins/first-screen-chunk).
 */
export function TopBarAccount({ role, userId }: { role?: string; userId?: string }) {
  const t = useT();
  return (
    <>
      <TopBarButtons role={role} userId={userId} />
      <IconLink to={paths.profile.path} replace label={t('shell.profile')}>
        <UserCircleIcon />
      </IconLink>
    </>
  );
}
