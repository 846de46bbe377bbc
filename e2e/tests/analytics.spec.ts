import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../support/server.js';

/** A local stand-in for the analytics host: answers everything with CORS and records what arrived. */
async function startCaptureServer(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const port = await freePort();
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Content-Type', 'application/json');
    req.resume();
    req.on('end', () => res.end(req.method === 'OPTIONS' ? '' : '{}'));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const analyticsRequests = (all: string[]) => all.filter((r) => !r.startsWith('OPTIONS'));

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
