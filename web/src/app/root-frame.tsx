import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { getRuntimeConfig } from '../config/env';
import { isNativePlatform } from '../lib/native';
import { useSession } from '../lib/session';

/** Root of every route: referrer policy, page-view side effects, analytics identity and native deep links. */
export function RootFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.user?.id;
  const email = session.user?.email;

  // deep links exist only in the native app: their code loads there only (decision 0062)
  useEffect(() => {
    if (!isNativePlatform()) return undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('../lib/deep-links').then(({ listenForDeepLinks }) => {
      if (!stopped) stop = listenForDeepLinks((path) => void navigate(path));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [navigate]);

  // declared before the pixel's effect, so it starts first. The page came with the right policy (server
  // header); this follows in-app moves, loaded off the first load: the policy between two screens is at
  // worst strict-origin-when-cross-origin, which never sends a path or query to another site.
  useEffect(() => {
    const { pathname, search } = location;
    void import('../lib/referrer-policy').then(({ applyReferrerPolicy }) => applyReferrerPolicy(pathname, search));
  }, [location]);

  useEffect(() => {
    const { pixelId } = getRuntimeConfig();
    // the pixel code loads only where a pixel is configured (keeps the first load of /login small)
    if (pixelId === '') return;
    const { pathname, search } = location;
    void import('../lib/pixel').then(({ trackPixelPageView }) =>
      trackPixelPageView(pixelId, pathname, search, session.isValid),
    );
  }, [location, session.isValid]);

  useEffect(() => {
    // analytics loads off the first load of /login (decision 0062); main.tsx imported it first and started it
    void import('../lib/analytics').then(async (analytics) => {
      if (userId) await analytics.identifyUser({ id: userId, email });
      else await analytics.resetAnalytics();
    });
  }, [userId, email]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
