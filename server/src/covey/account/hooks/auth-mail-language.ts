/**
 * The store's own auth emails (verification, password reset, email change, one-time code, sign-in
 * alert) in the recipient's language: a person whose `users.language` is one Covey speaks gets the
 * same mail, with the same links and placeholders, worded from the catalog. An operator's own
 * template (changed in the collection's settings) is left as they wrote it.
 */
import type { AuthMailEvent, CoreApp } from '../../../core/core-app.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t, type Locale } from '../../i18n/t.js';

const APP = '{APP_NAME}';
const link = (path: string, label: string) =>
  `<p>\n  <a class="btn" href="{APP_URL}/_/#/auth/${path}/{TOKEN}" target="_blank" rel="noopener">${label}</a>\n</p>`;

/** a template in the locale, with the store's placeholders ({APP_NAME}, {TOKEN}, {OTP}, {ALERT_INFO}) kept */
function authTemplate(locale: Locale, kind: AuthMailEvent['kind']): { subject: string; body: string } {
  const p = (text: string) => `<p>${text}</p>`;
  const hello = p(t(locale, 'mail.hello'));
  const thanks = `<p>\n  ${t(locale, 'mail.auth.thanks')}<br/>\n  ${t(locale, 'mail.auth.team', { app: APP })}\n</p>`;
  const ignore = (text: string) => `<p><i>${text}</i></p>`;
  switch (kind) {
    case 'verification':
      return {
        subject: t(locale, 'mail.auth.verify.subject', { app: APP }),
        body: [hello, p(t(locale, 'mail.auth.verify.welcome', { app: APP })), p(t(locale, 'mail.auth.verify.lead')), link('confirm-verification', t(locale, 'mail.auth.verify.button')), thanks].join('\n'),
      };
    case 'password-reset':
      return {
        subject: t(locale, 'mail.auth.reset.subject', { app: APP }),
        body: [hello, p(t(locale, 'mail.auth.reset.lead')), link('confirm-password-reset', t(locale, 'mail.auth.reset.button')), ignore(t(locale, 'mail.auth.reset.ignore')), thanks].join('\n'),
      };
    case 'email-change':
      return {
        subject: t(locale, 'mail.auth.email_change.subject', { app: APP }),
        body: [hello, p(t(locale, 'mail.auth.email_change.lead')), link('confirm-email-change', t(locale, 'mail.auth.email_change.button')), ignore(t(locale, 'mail.auth.email_change.ignore')), thanks].join('\n'),
      };
    case 'otp':
      return {
        subject: t(locale, 'mail.auth.otp.subject', { app: APP }),
        body: [hello, p(t(locale, 'mail.auth.otp.code', { code: '<strong>{OTP}</strong>' })), ignore(t(locale, 'mail.auth.otp.ignore')), thanks].join('\n'),
      };
    case 'login-alert':
      return {
        subject: t(locale, 'mail.auth.alert.subject'),
        body: [hello, p(t(locale, 'mail.auth.alert.lead', { app: APP })), p('<em>{ALERT_INFO}</em>'), p(`<strong>${t(locale, 'mail.auth.alert.not_you', { app: APP })}</strong>`), p(t(locale, 'mail.auth.alert.was_you')), thanks].join('\n'),
      };
  }
}

export function installAuthMailLanguage(core: CoreApp): void {
  core.hooks.authMailSend.add(
    (e) => {
      const locale = recipientLocale({ data: e.record.data });
      if (locale !== 'en') e.template = authTemplate(locale, e.kind);
    },
    (e) => e.isDefault && e.record.collection.name === 'users',
  );
}
