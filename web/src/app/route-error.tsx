import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen, type ErrorScreenProps } from '../components/error-screen';
import { errorMessage, errorStatus } from '../lib/api-errors';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Maps any thrown value to what the error page shows (spec §8). */
export function describeError(error: unknown, pathname: string): ErrorScreenProps {
  let status = 500;
  let statusText = '';
  let description: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    statusText = error.statusText;
    description = typeof error.data === 'string' ? error.data : errorMessage(error.data);
  } else if (errorStatus(error) >= 400) {
    status = errorStatus(error);
    description = errorMessage(error);
  } else {
    description = errorMessage(error);
  }
  if (status === 404) {
    return {
      status,
      title: 'Page Not Found',
      statusMessage: statusText || 'Not Found',
      description: description || `Page not found: ${pathname}`,
    };
  }
  const title = statusText || 'Internal Server Error';
  return { status, title, statusMessage: statusText || STATUS_TEXT[status] || title, description };
}

/** Whether the visitor is a crawler; `null` while the (lazily loaded) detector is on its way. */
function useIsCrawler(): boolean | null {
  const [crawler, setCrawler] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    import('isbot')
      .then(({ isbot }) => active && setCrawler(isbot(navigator.userAgent)))
      .catch(() => active && setCrawler(false));
    return () => {
      active = false;
    };
  }, []);
  return crawler;
}

let reloadRequested = false;

export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const [reload, setReload] = useState(chunkError);
  const crawler = useIsCrawler();
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
  if (reload || crawler !== false) return null;
  return <ErrorScreen {...describeError(error, pathname)} />;
}
