import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../support/server.js';

/** what a posthog request carried, readable: gzip-js and base64 bodies decoded */
function decodeBody(url: string, body: Buffer): string {
  try {
    if (/compression=gzip/.test(url) || (body[0] === 0x1f && body[1] === 0x8b)) return gunzipSync(body).toString('utf8');
    if (/compression=base64/.test(url)) {
      const text = body.toString('utf8');
      const data = new URLSearchParams(text).get('data') ?? text;
      return Buffer.from(data, 'base64').toString('utf8');
    }
  } catch {
    // fall through: the raw bytes
  }
  return body.toString('utf8');
}

/** A local stand-in for the analytics host: answers everything with CORS and records what arrived. */
async function startCaptureServer(): Promise<{ url: string; requests: string[]; bodies: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const bodies: string[] = [];
  const port = await freePort();
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => bodies.push(`${req.method} ${req.url} ${decodeBody(req.url ?? '', Buffer.concat(chunks))}`));
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Content-Type', 'application/json');
    req.on('end', () => res.end(req.method === 'OPTIONS' ? '' : '{}'));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    bodies,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const analyticsRequests = (all: string[]) => all.filter((r) => !r.startsWith('OPTIONS'));

// posthog-js drops the events of a browser that looks automated (headless user agent, navigator.webdriver);
// the app sends events only (no feature-flag call), so the browser here looks like an ordinary Chrome
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
});

for (const environment of ['production', 'community'] as const) {
  test(`analytics ${environment === 'production' ? 'reach' : 'do not reach'} the capture server in ${environment}`, async ({
    page,
  }) => {
    const capture = await startCaptureServer();
    let app: RunningServer | null = null;
    try {
      app = await startServer({
        COVEY_ENVIRONMENT: environment,
        COVEY_POSTHOG_KEY: 'phc_e2e_test_key',
        COVEY_POSTHOG_HOST: capture.url,
      });
      await page.goto(`${app.url}/login`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.goto(`${app.url}/signup`);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      if (environment === 'production') {
        await expect.poll(() => analyticsRequests(capture.requests).length, { timeout: 20_000 }).toBeGreaterThan(0);
      } else {
        await page.waitForTimeout(5000); // give a wrongly started client time to flush (3 s interval)
        expect(analyticsRequests(capture.requests)).toEqual([]);
      }
    } finally {
      await app?.stop();
      await capture.close();
    }
  });
}

test('canary: no token, invitation or record id reaches the analytics host (decision 0032)', async ({ page }) => {
  const capture = await startCaptureServer();
  let app: RunningServer | null = null;
  const secrets = ['CANARYreset1a2b3c', 'CANARYverify4d5e6f', 'CANARYinvite7a8b9c', 'CANARYcircle0d1e2f'];
  const [reset, verify, invite, circle] = secrets;
  try {
    app = await startServer({
      COVEY_ENVIRONMENT: 'production',
      COVEY_POSTHOG_KEY: 'phc_e2e_test_key',
      COVEY_POSTHOG_HOST: capture.url,
    });
    // a visit that starts on a reset link: posthog keeps the first URL of a visit as the person's "initial URL"
    await page.goto(`${app.url}/auth/reset?token=${reset}`);
    await page.goto(`${app.url}/auth/verify?token=${verify}`);
    await page.goto(`${app.url}/signup?invite=${invite}`);
    await page.goto(`${app.url}/signup?circle_invite=${circle}`);
    await page.goto(`${app.url}/auth?invite=${invite}`);
    await page.goto(`${app.url}/signup`);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // analytics start when the browser is idle (decision 0039): stay until this page's view has been sent
    await expect
      .poll(() => capture.bodies.some((b) => b.includes('$pageview') && b.includes(`${app!.url}/signup`)), { timeout: 20_000 })
      .toBe(true);
    await page.goto(`${app.url}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => capture.bodies.filter((b) => b.includes('$pageview')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const all = capture.bodies.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain('CANARY');
    expect(all).not.toMatch(/token=|invite=/);
    // the bodies were read (decoded), and page views of the sign-in screens still arrive, without their query
    expect(all).toContain(`${app.url}/signup`);
  } finally {
    await app?.stop();
    await capture.close();
  }
});
