/** Whether a page shows the role navigation (kept tiny: the navigation itself is loaded on demand). */
import { paths } from '../../config/paths';

const p = paths;

/** Screens where the navigation stays out of the way (sign-in, onboarding steps). */
export function navHidden(pathname: string): boolean {
  return (
    pathname === p.login.path ||
    pathname === p.signup.path ||
    pathname === p.auth.path ||
    pathname.startsWith('/auth/') ||
    pathname.startsWith('/onboard/')
  );
}

const NAV_ROLES: ReadonlySet<string> = new Set(['', 'member', 'counselor', 'employer', 'broker']);

/** A signed-in user whose role has a navigation (every role but demo; superuser sessions too). */
export function hasRoleNav(session: {
  isValid: boolean;
  isSuperuser: boolean;
  user: { role?: string } | null;
}): boolean {
  if (!session.isValid) return false;
  return session.isSuperuser || (session.user !== null && NAV_ROLES.has(session.user.role ?? ''));
}
