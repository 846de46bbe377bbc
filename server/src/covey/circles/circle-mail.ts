/**
 * Circle mails: the invitation (with its one-time link) and the renewal reminder. Sending never
 * throws: it reports the outcome (mail-outcome.ts), and when mail is off or failed the inviter is
 * told so and has the link to copy.
 */
import type { CoreApp } from '../../core/core-app.js';
import { escapeHtml } from '../../util/html-text.js';
import { sendWithOutcome, type MailOutcome } from '../../mail/mail-outcome.js';
import { inviteLink } from './invite-tokens.js';
import { t, listText, type Locale } from '../i18n/t.js';
import type { MessageId } from '../i18n/catalog-en.js';
import { dayText } from '../i18n/day-text.js';

export interface InviteMail {
  to: string;
  inviteeName: string;
  inviterName: string;
  circleName: string;
  access: string;
  scopes: string[];
  message: string;
  token: string;
  /** the recipient's language (their account's, else the inviter's) */
  locale: Locale;
}

const SCOPE_IDS: Record<string, MessageId> = {
  profile: 'scope.profile',
  coverage: 'scope.coverage',
  plans: 'scope.plans',
  appointments: 'scope.appointments',
  reports: 'scope.reports',
  files: 'scope.files',
  chat: 'scope.chat',
};

/** circle scopes in plain words, in the locale ("insurance coverage and appointments") */
function scopeWords(locale: Locale, scopes: string[]): string {
  const words = scopes.map((s) => (SCOPE_IDS[s] ? t(locale, SCOPE_IDS[s], {}) : s));
  return words.length ? listText(locale, words) : t(locale, 'scope.none');
}

async function send(core: CoreApp, to: string, subject: string, lines: string[], link?: { href: string; label: string }): Promise<MailOutcome> {
  const meta = core.settings.get().meta;
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n');
  const html =
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p>${escapeHtml(link.href)}</p>` : '');
  return sendWithOutcome(core.mailer, { from: { name: meta.senderName, address: meta.senderAddress }, to: [{ address: to }], subject, html, text }, 'circle mail');
}

export function sendInviteMail(core: CoreApp, m: InviteMail): Promise<MailOutcome> {
  const meta = core.settings.get().meta;
  const { locale } = m;
  const inviter = m.inviterName || t(locale, 'mail.someone');
  const lines = [
    m.inviteeName ? t(locale, 'mail.greeting_named', { name: m.inviteeName }) : t(locale, 'mail.greeting'),
    t(locale, 'mail.circle_invite.intro', { inviter, circle: m.circleName, app: meta.appName }),
    t(locale, m.access === 'manage' ? 'mail.circle_invite.access_manage' : 'mail.circle_invite.access_see', {
      scopes: scopeWords(locale, m.scopes),
    }),
    ...(m.message ? [t(locale, 'mail.circle_invite.message', { message: m.message })] : []),
    t(locale, 'mail.circle_invite.expiry'),
  ];
  return send(core, m.to, t(locale, 'mail.circle_invite.subject', { inviter, circle: m.circleName }), lines, {
    href: inviteLink(meta.appURL, m.token),
    label: t(locale, 'mail.circle_invite.open'),
  });
}

export function sendRenewalMail(
  core: CoreApp,
  to: string,
  personName: string,
  circleName: string,
  expires: string,
  circleId: string,
  locale: Locale = 'en',
  timeZone = 'UTC',
): Promise<MailOutcome> {
  const meta = core.settings.get().meta;
  // the day said in the owner's language, on their own clock
  const values = { person: personName, circle: circleName, day: dayText(locale, expires, timeZone) };
  return send(
    core,
    to,
    t(locale, 'mail.circle_renewal.subject', values),
    [t(locale, 'mail.circle_renewal.body', values), t(locale, 'mail.circle_renewal.next')],
    { href: `${meta.appURL.replace(/\/+$/, '')}/circles/${circleId}`, label: t(locale, 'mail.circle_renewal.open') },
  );
}
