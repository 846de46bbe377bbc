/**
 * Circle mails: the invitation (with its one-time link) and the renewal reminder. Sending never
 * throws: it reports the outcome (mail-outcome.ts), and when mail is off or failed the inviter is
 * told so and has the link to copy.
 */
import type { CoreApp } from '../../core/core-app.js';
import { escapeHtml } from '../../util/html-text.js';
import { sendWithOutcome, type MailOutcome } from '../../mail/mail-outcome.js';
import { inviteLink } from './invite-tokens.js';
import { scopeSentence } from './scopes.js';

export interface InviteMail {
  to: string;
  inviteeName: string;
  inviterName: string;
  circleName: string;
  access: string;
  scopes: string[];
  message: string;
  token: string;
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
  const what = m.access === 'manage' ? 'see and help manage' : 'see';
  const lines = [
    `Hi${m.inviteeName ? ` ${m.inviteeName}` : ''},`,
    `${m.inviterName || 'Someone'} invited you to the circle "${m.circleName}" on ${meta.appName}.`,
    `You will be able to ${what}: ${scopeSentence(m.scopes)}.`,
    ...(m.message ? [`Their message: "${m.message}"`] : []),
    'The link works once and expires in 7 days.',
  ];
  return send(core, m.to, `${m.inviterName || 'Someone'} invited you to "${m.circleName}"`, lines, {
    href: inviteLink(meta.appURL, m.token),
    label: 'Open the invitation',
  });
}

export function sendRenewalMail(core: CoreApp, to: string, personName: string, circleName: string, expires: string, circleId: string): Promise<MailOutcome> {
  const meta = core.settings.get().meta;
  const day = expires.slice(0, 10);
  return send(
    core,
    to,
    `${personName}'s access to "${circleName}" ends on ${day}`,
    [`${personName}'s access to your circle "${circleName}" ends on ${day}.`, 'Renew it from the circle if they should keep helping you; otherwise nothing needs doing.'],
    { href: `${meta.appURL.replace(/\/+$/, '')}/circles/${circleId}`, label: 'Review the circle' },
  );
}
