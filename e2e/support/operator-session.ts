import type { Page } from '@playwright/test';
import { adminClient } from './fixtures.js';
import type { RunningServer } from './server.js';

/** signs the page in as the test server's operator (superuser), stored as the app stores a session */
export async function operatorSession(page: Page, server: RunningServer) {
  const admin = await adminClient(server);
  await page.goto(`${server.url}/app-config.js`);
  await page.evaluate(
    ({ token, record, url }) => {
      window.localStorage.setItem('covey.auth', JSON.stringify({ token, record }));
      window.localStorage.setItem('covey.authUrl', url);
    },
    { token: admin.authStore.token, record: admin.authStore.record, url: server.url },
  );
}
