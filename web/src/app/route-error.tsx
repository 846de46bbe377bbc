import { useEffect, useState, type ComponentType } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { ErrorScreenProps } from '../components/error-screen';
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

interface Described {
  props: ErrorScreenProps;
  /** the error page; null when it could not load either (offline): a plain sentence and link then */
  Screen: ComponentType<ErrorScreenProps> | null;
}

/** The error page and its text, loaded on demand (keeps the first load of /login small, decision 0062); null meanwhile. */
function useDescribed(error: unknown, pathname: string): Described | null {
  const [described, setDescribed] = useState<Described | null>(null);
  useEffect(() => {
    let active = true;
    Promise.all([import('./route-error-describe'), import('../components/error-screen')])
      .then(([m, screen]) => active && setDescribed({ props: m.describeError(error, pathname), Screen: screen.ErrorScreen }))
      .catch(
        () =>
          active &&
          setDescribed({
            props: {
              status: 500,
              title: t('errorPage.internal'),
              statusMessage: t('errorPage.internal'),
              description: t('error.generic'),
            },
            Screen: null,
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
  const { Screen, props } = described;
  if (Screen) return <Screen {...props} />;
  return (
    <main className="covey-container" style={{ paddingBlock: 32 }}>
      <p role="alert">{props.description}</p>
      <a href="/">{t('errorPage.goHome')}</a>
    </main>
  );
}
