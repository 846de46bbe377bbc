/**
 * Canary (decision 0032): the real posthog-js, configured as the app configures it, is driven through the
 * screens that carry secrets; no secret and no record id may appear in anything it sends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsOptions } from './analytics-options';

const RESET = 'CANARYreset7f3a9d';
const VERIFY = 'CANARYverify81c2';
const INVITE = 'CANARYinvite55e0';
const CIRCLE = 'CANARYcircle9b41';
const REFERRED = 'CANARYreferrer3d77';
const RECORD_ID = 'rep0rt1d0000abc';

const sent: string[] = [];

async function bodyText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return body.text();
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new TextDecoder().decode(body as ArrayBuffer);
  return String(body ?? '');
}

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${String(url)} ${await bodyText(init?.body)}`);
      return new Response('{"status":1}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
  Object.defineProperty(document, 'referrer', { configurable: true, value: `https://mail.example/read?invite=${REFERRED}` });
});
afterAll(() => vi.unstubAllGlobals());

const go = (url: string) => {
  window.history.pushState(null, '', url);
};

describe('analytics canary', () => {
  it('sends no token, invitation or record id, whatever screen the person came through', async () => {
    // the first page of the visit is a password reset link: it becomes the "initial URL" posthog keeps
    window.history.replaceState(null, '', `/auth/reset?token=${RESET}`);
    // imported after fetch is stubbed: posthog-js keeps the fetch it finds when loaded
    const { default: posthog } = await import('posthog-js');
    const ph = posthog.init(
      'phc_canary',
      { ...analyticsOptions({ posthogHost: 'http://analytics.invalid' }), request_batching: false, disable_compression: true, api_transport: 'fetch', opt_out_useragent_filter: true },
      'canary',
    );
    expect(ph).toBeTruthy();
    go(`/auth/verify?token=${VERIFY}`);
    go(`/signup?invite=${INVITE}`);
    go(`/signup?circle_invite=${CIRCLE}`);
    go(`/auth?invite=${INVITE}`);
    go(`/login?invite=${INVITE}&email=a%40b.c&redirect=${encodeURIComponent(`/auth?invite=${INVITE}`)}`);
    go('/signup');
    go(`/reports/${RECORD_ID}?tab=files#x`);
    ph!.identify('u1', { email: 'a@b.c' });
    ph!.capture('report_opened', { url: `${location.origin}/reports/${RECORD_ID}?token=${RESET}`, note: 'ok' });
    await vi.waitFor(() => expect(sent.join('\n')).toContain('report_opened'), { timeout: 5000 });
    const all = sent.join('\n');
    // no secret, record id or query string...
    for (const secret of [RESET, VERIFY, INVITE, CIRCLE, REFERRED, RECORD_ID, 'CANARY']) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/\/auth\/(reset|verify)\?|invite=|token=/);
    // ...while page views after sign-up, identify and the custom event still go, with the route's shape
    expect(all).toContain('$pageview');
    expect(all).toContain('$identify');
    expect(all).toContain('/reports/:id');
  });
});
