/**
 * Which screens handle secrets (decision 0032): `/auth…`, `/oauth…`, or any URL carrying a token or an
 * invitation. Small on purpose: the referrer policy needs it on every screen, the analytics scrubber
 * (loaded with posthog-js only) builds on it.
 */

/** query parameters that make a screen an auth screen wherever they appear */
export const SECRET_PARAMS = ['token', 'invite', 'circle_invite', 'code', 'state', 'email', 'otp'];

/** a screen where tokens and invitations are handled: nothing is captured there */
export function isAuthScreen(pathname: string, search = ''): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/auth' || path.startsWith('/auth/') || path === '/oauth' || path.startsWith('/oauth/')) return true;
  const params = new URLSearchParams(search);
  return SECRET_PARAMS.some((name) => params.has(name));
}
