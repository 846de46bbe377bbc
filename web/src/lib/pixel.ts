/**
 * Advertising pixel (docs/decisions/0005): a bare PageView on signed-out marketing screens only, when
 * COVEY_PIXEL_ID is set. Never on signed-in screens, never with a query string (it may carry tokens or
 * paths), never with custom data.
 */
const PIXEL_PATHS = new Set(['/login', '/signup']);
const SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][] };

declare global {
  interface Window {
    fbq?: Fbq;
  }
}

export function shouldFirePixel(pixelId: string, pathname: string, search: string, signedIn: boolean): boolean {
  return pixelId !== '' && !signedIn && search === '' && PIXEL_PATHS.has(pathname);
}

let loadedFor = '';

function ensureLoaded(pixelId: string): Fbq {
  if (!window.fbq) {
    const queue: unknown[][] = [];
    const fbq: Fbq = (...args: unknown[]) => {
      queue.push(args);
    };
    fbq.queue = queue;
    window.fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = SCRIPT_URL;
    document.head.appendChild(script);
  }
  if (loadedFor !== pixelId) {
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
