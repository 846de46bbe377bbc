/**
 * Advertising pixel (docs/decisions/0005): a bare PageView on signed-out marketing screens only, when
 * COVEY_PIXEL_ID is set. Never on signed-in screens, never with a query string or fragment (it may carry
 * tokens or paths), never with custom data. The pixel script sends the page URL and `document.referrer`
 * itself, and on its own would send a PageView on every later in-app navigation (history changes) and
 * collect button data: both are switched off before it loads, and a page whose referrer has a query (a
 * link out of an invitation or reset email, say) fires nothing (decision 0032).
 */
const PIXEL_PATHS = new Set(['/login', '/signup']);
const SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; disablePushState?: boolean; allowDuplicatePageViews?: boolean };

declare global {
  interface Window {
    fbq?: Fbq;
  }
}

export function shouldFirePixel(
  pixelId: string,
  pathname: string,
  search: string,
  signedIn: boolean,
  page: { hash: string; referrer: string } = currentPage(),
): boolean {
  return (
    pixelId !== '' &&
    !signedIn &&
    search === '' &&
    page.hash === '' &&
    !/[?#]/.test(page.referrer) &&
    PIXEL_PATHS.has(pathname)
  );
}

function currentPage(): { hash: string; referrer: string } {
  return typeof document === 'undefined' ? { hash: '', referrer: '' } : { hash: location.hash, referrer: document.referrer };
}

let loadedFor = '';

function ensureLoaded(pixelId: string): Fbq {
  if (!window.fbq) {
    const queue: unknown[][] = [];
    const fbq: Fbq = (...args: unknown[]) => {
      queue.push(args);
    };
    fbq.queue = queue;
    // the script would otherwise send a PageView (with the full URL) on every pushState of the app
    fbq.disablePushState = true;
    window.fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = SCRIPT_URL;
    document.head.appendChild(script);
  }
  if (loadedFor !== pixelId) {
    // no automatic events (button clicks, page metadata): the bare PageView only
    window.fbq('set', 'autoConfig', false, pixelId);
    window.fbq('init', pixelId);
    loadedFor = pixelId;
  }
  return window.fbq;
}

/** Returns whether a PageView was sent. */
export function trackPixelPageView(pixelId: string, pathname: string, search: string, signedIn: boolean): boolean {
  if (!shouldFirePixel(pixelId, pathname, search, signedIn)) return false;
  ensureLoaded(pixelId)('track', 'PageView');
  return true;
}
