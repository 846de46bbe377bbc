/**
 * The `auth` route guard (product.md §4, steps 1–7). Step 5 sends a member who has not finished
 * onboarding to `/auth/onboard`, keeps them from skipping ahead by URL, and sends a member who has
 * finished but whose accepted agreements are outdated back to `/onboard/agreement`.
 */
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { asStep, stepIndex, stepOfPath, stepPath } from '../features/onboarding/steps';
import { ROUTE_ACCESS, paramsValid, type RouteAccess, type Who } from './route-access';

export type GuardVerdict = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound'; message: string };

export interface GuardUser {
  id: string;
  role?: string;
  verified?: boolean;
}

export interface GuardInput {
  pathname: string;
  search: string;
  user: GuardUser | null;
  isSuperuser: boolean;
  environment: string;
  /** whether the server can send mail (unverified accounts can only be sent to confirm when it can) */
  requireVerifiedEmail?: boolean;
  /** the member's `members.onboarding_step`; undefined when unknown (no member row, not loaded) */
  onboardingStep?: string;
  /** a required agreement's accepted version is older than the current one (or missing); undefined when unknown */
  agreementsOutdated?: boolean;
}

const ALLOW: GuardVerdict = { kind: 'allow' };

function matchRoute(
  pathname: string,
): { access: RouteAccess; params: Record<string, string | undefined> } | null {
  for (const access of ROUTE_ACCESS) {
    const match = matchPath({ path: access.pattern, end: true }, pathname);
    if (match) return { access, params: match.params };
  }
  return null;
}

function notFound(pathname: string): GuardVerdict {
  return { kind: 'notFound', message: `Page Not Found: ${pathname}` };
}

function whoOf(input: GuardInput): Who | 'demo' | null {
  if (input.isSuperuser) return 'S';
  switch (input.user?.role) {
    // the server's default role is member
    case undefined:
    case '':
    case 'member':
      return 'M';
    case 'counselor':
      return 'C';
    case 'employer':
      return 'E';
    case 'broker':
      return 'B';
    case 'demo':
      return 'demo';
    default:
      return null;
  }
}

const DEMO_EXTRA: ReadonlySet<string> = new Set([paths.profile.path, paths.account.path]);

export function evaluateGuard(input: GuardInput): GuardVerdict {
  const { pathname, search, user } = input;
  const matched = matchRoute(pathname);
  // Unmatched paths fall through to the router's own 404 ('Page not found: {path}').
  if (!matched) return ALLOW;
  const { access, params } = matched;
  if (access.unguarded) return ALLOW;
  const signedIn = user !== null;

  // 1. public screens; signed-in users skip sign-in and sign-up
  if (access.public) {
    if (signedIn && (pathname === paths.login.path || pathname === paths.signup.path)) {
      return { kind: 'redirect', to: paths.home.path };
    }
    return ALLOW;
  }
  // 2. everything else needs a session
  if (!signedIn) return { kind: 'redirect', to: paths.login.href(pathname + search) };

  const who = whoOf(input);
  // 3. the demo role stays in the sandbox
  if (who === 'demo') {
    return access.demoArea || DEMO_EXTRA.has(pathname) ? ALLOW : { kind: 'redirect', to: paths.demo.path };
  }
  // 4. unverified accounts confirm their email first (only when the server can send the email)
  if (
    input.requireVerifiedEmail === true &&
    !input.isSuperuser &&
    user.verified === false &&
    !pathname.startsWith('/auth/') &&
    pathname !== paths.account.path
  ) {
    return { kind: 'redirect', to: paths.authVerify.path };
  }
  // 5. members finish onboarding first, one step at a time
  if (who === 'M' && input.onboardingStep !== undefined) {
    const verdict = onboardingVerdict(pathname, input.onboardingStep, input.agreementsOutdated === true);
    if (verdict) return verdict;
  }
  // staff have no member row to fill in or sign for: their details live on their own pages (product.md §4)
  if (STAFF_HOME_INSTEAD.has(access.pattern) && who !== 'M') return { kind: 'redirect', to: paths.home.path };
  // 6. role matrix (do not reveal that a page exists)
  if (!access.demoArea && !roleAllowed(access, who, input.environment)) return notFound(pathname);
  // 7. route validation
  if (!paramsValid(params)) return notFound(pathname);
  if (access.pattern === paths.avatarNew.path && params.id !== user.id) return notFound(pathname);
  return ALLOW;
}

/** member onboarding steps the route matrix lets staff reach (#29): they are sent home from these */
const STAFF_HOME_INSTEAD: ReadonlySet<string> = new Set([paths.onboardContact.path, paths.onboardAgreement.path]);

const ONBOARD_OPEN: ReadonlySet<string> = new Set([paths.profile.path, paths.account.path]);

/** Guard step 5 for a member at `step` (null: go on with the next steps). */
function onboardingVerdict(pathname: string, step: string, agreementsOutdated = false): GuardVerdict | null {
  const at = stepIndex(step);
  const open = pathname.startsWith('/onboard/') || pathname.startsWith('/auth/') || ONBOARD_OPEN.has(pathname);
  // a finished member re-accepts updated documents (during onboarding the step order handles it)
  if (asStep(step) === 'completed' && agreementsOutdated && !open) {
    return { kind: 'redirect', to: paths.onboardAgreement.path };
  }
  const target = stepOfPath(pathname);
  if (target !== null) {
    // back is fine; ahead of the stored step is not
    if (asStep(step) !== 'completed' && stepIndex(target) > at) return { kind: 'redirect', to: stepPath(step) };
    return null;
  }
  if (asStep(step) === 'completed' || open) return null;
  return { kind: 'redirect', to: paths.authOnboard.path };
}

function roleAllowed(access: RouteAccess, who: Who | null, environment: string): boolean {
  if (who === null) return false;
  if (access.who?.includes(who)) return true;
  return Boolean(access.developerForCare) && environment === 'developer' && (who === 'M' || who === 'C');
}
