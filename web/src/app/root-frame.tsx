import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { getRuntimeConfig } from '../config/env';
import { identifyUser, resetAnalytics } from '../lib/analytics';
import { listenForDeepLinks } from '../lib/native';
import { trackPixelPageView } from '../lib/pixel';
import { applyReferrerPolicy } from '../lib/referrer-policy';
import { useSession } from '../lib/session';

/** Root of every route: referrer policy, page-view side effects, analytics identity and native deep links. */
export function RootFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.user?.id;
  const email = session.user?.email;

  useEffect(() => listenForDeepLinks((path) => void navigate(path)), [navigate]);

  // before the pixel: its requests already go out under the screen's policy
  useLayoutEffect(() => {
    applyReferrerPolicy(location.pathname, location.search);
  }, [location.pathname, location.search]);

  useEffect(() => {
    trackPixelPageView(getRuntimeConfig().pixelId, location.pathname, location.search, session.isValid);
  }, [location.pathname, location.search, session.isValid]);

  useEffect(() => {
    if (userId) void identifyUser({ id: userId, email });
    else void resetAnalytics();
  }, [userId, email]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
