/**
 * The message of `POST /api/settings/test/email`: the collection's own template (verification,
 * password reset, email change, OTP or login alert) rendered for a dummy record whose visible
 * fields read `__pb_test_<field>__`, as PocketBase does.
 */
import type { Collection } from '../../core/collections/collection.js';
import { isAuthCollection, type EmailTemplate } from '../../core/collections/collection.js';
import type { Settings } from '../../core/settings/settings.js';
import type { MailMessage } from '../../mail/mailer.js';
import { renderEmail, type TemplateKind } from '../../mail/templates.js';
import { randomString } from '../../util/random.js';
import { formatDate } from '../../util/dates.js';
import { templateFor } from '../../core/auth/auth-mail.js';

export const TEST_EMAIL_TEMPLATES = ['verification', 'password-reset', 'email-change', 'otp', 'login-alert'] as const;
export type TestEmailTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];

function templateOf(c: Collection, kind: TestEmailTemplate): EmailTemplate | TemplateKind {
  return isAuthCollection(c) ? templateFor(c, kind) : kind;
}

export function buildTestEmail(
  settings: Readonly<Settings>,
  c: Collection,
  email: string,
  kind: TestEmailTemplate,
): MailMessage {
  const record: Record<string, unknown> = {};
  for (const f of c.fields) if (!f.hidden) record[f.name] = `__pb_test_${f.name}__`;
  record['email'] = email;
  const rendered = renderEmail(templateOf(c, kind), {
    appName: settings.meta.appName,
    appURL: settings.meta.appURL,
    token: randomString(40),
    otp: '123456',
    otpId: '_PB_TEST_OTP_ID_',
    alertInfo: `${formatDate(new Date())} - TEST_IP TEST_USER_AGENT`,
    record,
  });
  return {
    from: { name: settings.meta.senderName, address: settings.meta.senderAddress },
    to: [{ address: email }],
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  };
}
