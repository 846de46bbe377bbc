import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { hasRoleNav, navHidden } from './nav-visibility';
import { TopBar } from './top-bar';

// Signed-in only: loaded on demand so the sign-in screens stay small (bundle budget).
const RoleNavigation = lazy(() => import('./role-navigation').then((m) => ({ default: m.RoleNavigation })));

/** Whether the current user gets the role navigation on this page. */
function useShowNav(): boolean {
  const session = useSession();
  const { pathname } = useLocation();
  return hasRoleNav(session) && !navHidden(pathname);
}

/**
 * Page frame: sticky top bar, the role navigation (bottom tab bar on phones, side navigation on wider
 * screens) and the main region (a light alternative to Mantine's AppShell).
 */
export function ShellFrame({
  children,
  wide = false,
  busy = false,
}: {
  children: ReactNode;
  wide?: boolean;
  busy?: boolean;
}) {
  const withNav = useShowNav();
  return (
    <>
      <Box component="header" className="covey-header">
        <TopBar />
      </Box>
      {withNav ? (
        <Suspense fallback={<div className="covey-nav" aria-hidden />}>
          <RoleNavigation />
        </Suspense>
      ) : null}
      <Box component="main" className="covey-main" data-with-nav={withNav || undefined} aria-busy={busy || undefined}>
        <div className="covey-container" data-wide={wide || undefined}>
          {children}
        </div>
      </Box>
    </>
  );
}

export function AppShellLayout() {
  return (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  );
}
