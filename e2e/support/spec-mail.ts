/**
 * The one mail fixture of the e2e specs: a mail catcher, and the shared server's SMTP pointed at
 * it for the spec file; `stopSpecMail` turns mail back off (the server is shared with the worker's
 * next spec files) and closes the catcher.
 *
 *   test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));
 *   test.afterAll(({ server }) => stopSpecMail(server, mail));
 */
import { adminClient } from './fixtures.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

type Server = Parameters<typeof adminClient>[0];

export async function startSpecMail(server: Server): Promise<MailCatcher> {
  const mail = await startMailCatcher();
  await (await adminClient(server)).settings.update({
    meta: { appURL: server.url, senderAddress: 'no-reply@example.com', senderName: 'Covey' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false, username: '', password: '' },
  });
  return mail;
}

export async function stopSpecMail(server: Server, mail: MailCatcher | undefined): Promise<void> {
  await (await adminClient(server)).settings.update({ smtp: { enabled: false } });
  await mail?.close();
}
