import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { IconLink } from '../../components/icon-link';
import { Logo } from '../../components/logo';
import { UserCircleIcon } from '../../components/top-bar-icons';
import { environmentLabel, getRuntimeConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n/use-t';

// Loaded on demand so signed-out screens do not ship the query cache: the notification bell (every role) and,
// for members, the chat button.
const TopBarButtons = lazy(() => import('./top-bar-buttons'));


/** Marks the next view transition as "back" so the new page slides in from the left. */
function markBackTransition(): void {
  document.documentElement.dataset.navDirection = 'back';
  window.setTimeout(() => delete document.documentElement.dataset.navDirection, 600);
}

export function TopBar() {
  const session = useSession();
  const role = session.user?.role;
  const env = environmentLabel(getRuntimeConfig().environment);
  const t = useT();
  return (
    <div className="covey-bar">
      <div className="covey-bar-group">
        <Link
          to={paths.home.path}
          replace
          viewTransition
          onClick={markBackTransition}
          aria-label={t('shell.home')}
          className="covey-home-link"
        >
          <Logo />
        </Link>
        {role === 'demo' ? (
          <span className="covey-label" data-tone="demo">
            {t('shell.demo')}
          </span>
        ) : null}
        {env ? (
          <span className="covey-label" data-tone={env.toLowerCase()}>
            {env}
          </span>
        ) : null}
      </div>
      {session.isValid ? (
        <div className="covey-bar-group">
          {/* the room the bell (and a member's chat icon) will take, so nothing moves when they arrive */}
          <Suspense fallback={<span className="covey-bar-slot" data-slots={role === 'member' ? 2 : 1} />}>
            <TopBarButtons role={role} userId={session.user?.id} />
          </Suspense>
          <IconLink to={paths.profile.path} replace label={t('shell.profile')}>
            <UserCircleIcon />
          </IconLink>
        </div>
      ) : null}
    </div>
  );
}
