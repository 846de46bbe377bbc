import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen, type ErrorScreenProps } from '../components/error-screen';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';
import { t } from '../i18n/i18n';

/** Whether the visitor is a crawler; `null` while the (lazily loaded) detector is on its way. */
function useIsCrawler(): boolean | null {
  const [crawler, setCrawler] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    import('../lib/crawler')
      .then(({ isCrawler }) => active && setCrawler(isCrawler(navigator.userAgent)))
      .catch(() => active && setCrawler(false));
    return () => {
      active = false;
    };
  }, []);
  return crawler;
}

/** The error page's text, from a module loaded on demand (keeps the first load small); null meanwhile. */
function useDescribed(error: unknown, pathname: string): ErrorScreenProps | null {
  const [described, setDescribed] = useState<ErrorScreenProps | null>(null);
  useEffect(() => {
    let active = true;
    import('./route-error-describe')
      .then((m) => active && setDescribed(m.describeError(error, pathname)))
      .catch(
        () =>
          active &&
          setDescribed({
            status: 500,
            title: t('errorPage.internal'),
            statusMessage: t('errorPage.internal'),
            description: t('error.generic'),
          }),
      );
    return () => {
      active = false;
    };
  }, [error, pathname]);
  return described;
}

let reloadRequested = false;

export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const [reload, setReload] = useState(chunkError);
  const crawler = useIsCrawler();
  const described = useDescribed(error, pathname);
  useEffect(() => {
    if (!chunkError) return;
    if (reloadRequested || claimChunkReload(pathname, window.sessionStorage)) {
      reloadRequested = true;
      window.location.reload();
    } else {
      setReload(false);
    }
  }, [chunkError, pathname]);
  useEffect(() => {
    // Crawlers get no rendered error page; the error is only logged.
    if (crawler || (crawler === false && (!isRouteErrorResponse(error) || error.status >= 500))) console.error(error);
  }, [crawler, error]);
  if (reload || crawler !== false || described === null) return null;
  return <ErrorScreen {...described} />;
}
