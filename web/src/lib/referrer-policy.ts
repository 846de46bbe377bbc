/**
 * The page's referrer policy follows the screen (decision 0032): `no-referrer` where the URL may carry a
 * token or an invitation (and on the sign-in screens), so no request or link leaves with it; elsewhere
 * `strict-origin-when-cross-origin`. The server sends the same policy with the page; this keeps it right
 * when the app moves between screens without loading a page.
 */
import { isAuthScreen } from './secret-urls';

const SIGN_IN = new Set(['/login', '/signup']);

export function referrerPolicyFor(pathname: string, search: string): ReferrerPolicy {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SIGN_IN.has(path) || isAuthScreen(path, search) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** sets `<meta name="referrer">` for the screen at `pathname` + `search` */
export function applyReferrerPolicy(pathname: string, search: string, doc: Document = document): ReferrerPolicy {
  const policy = referrerPolicyFor(pathname, search);
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'referrer';
    doc.head.prepend(meta);
  }
  if (meta.content !== policy) meta.content = policy;
  return policy;
}
