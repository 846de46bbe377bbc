/**
 * Email digests of notifications (product.md §4 "Notification centre"): every notice marked
 * `email_pending` (the person wants that kind by email and mail was configured when it was written)
 * goes into one mail per person, listing what is still unread, with links. Quiet hours (on the
 * person's own clock) hold the digest until they end; a notice read in the app before then is not
 * mailed. While mail is off the job does nothing at all: nothing is marked as sent. A failed send
 * leaves the notices pending for the next run.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { mailConfigured } from '../../../core/auth/auth-mail.js';
import { escapeHtml } from '../../../util/html-text.js';
import { str } from '../../hooks/context.js';
import { store, type StoreRecord } from '../../store/store.js';
import { inQuietHours, readPrefs, wantsEmail } from '../notify-prefs.js';
import type { NoticeKind } from '../../activity.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t, type Locale } from '../../i18n/t.js';

/** at most this many notices are read per run (the rest wait for the next one) */
const DIGEST_BATCH = 2000;

type Notice = StoreRecord<'notifications'>;

/** whether a pending notice still belongs in the mail: not read in the app yet, or never shown there */
const stillNews = (n: Notice) => n.data.read !== true || !n.data.channels.includes('in_app');

function line(n: Notice): string {
  const who = n.data.subject_name ? ` (${n.data.subject_name})` : '';
  return `${n.data.title}${who}`;
}

async function mailDigest(core: CoreApp, to: string, name: string, notices: Notice[], locale: Locale): Promise<boolean> {
  const meta = core.settings.get().meta;
  const base = meta.appURL.replace(/\/$/, '');
  const href = (n: Notice) => `${base}${n.data.link && n.data.link.startsWith('/') ? n.data.link : '/'}`;
  const count = notices.length;
  const subject = t(locale, 'mail.digest.subject', { count });
  const hello = name ? t(locale, 'mail.hello_named', { name }) : t(locale, 'mail.hello');
  const lead = t(locale, 'mail.digest.prefs_lead');
  const page = t(locale, 'mail.digest.account_page');
  try {
    await core.mailer.send({
      from: { name: meta.senderName, address: meta.senderAddress },
      to: [{ address: to }],
      subject,
      text: `${hello}\n\n${notices.map((n) => `- ${line(n)}: ${href(n)}`).join('\n')}\n\n${lead} ${page}: ${base}/account`,
      html:
        `<p>${escapeHtml(hello)}</p><ul>${notices.map((n) => `<li><a href="${escapeHtml(href(n))}">${escapeHtml(line(n))}</a></li>`).join('')}</ul>` +
        `<p>${escapeHtml(lead)} <a href="${escapeHtml(`${base}/account`)}">${escapeHtml(page)}</a>.</p>`,
    });
    return true;
  } catch {
    return false;
  }
}

/** sends the due digests; returns how many mails went out */
export async function sendNotificationDigests(core: CoreApp, now = new Date()): Promise<number> {
  if (!mailConfigured(core)) return 0;
  const s = store(core);
  const pending = await s.list('notifications', 'email_pending = true', { sort: '+user,+created,+id', limit: DIGEST_BATCH });
  const byUser = new Map<string, Notice[]>();
  for (const n of pending) byUser.set(n.data.user, [...(byUser.get(n.data.user) ?? []), n]);
  let sent = 0;
  for (const [userId, notices] of byUser) {
    const user = await s.findById('users', userId);
    const prefs = readPrefs(user?.data.notify);
    if (user && inQuietHours(prefs, user.data.timezone, now)) continue;
    const due = user && user.data.email ? notices.filter((n) => stillNews(n) && wantsEmail(prefs, n.data.kind as NoticeKind)) : [];
    const mailed = due.length > 0 && (await mailDigest(core, str(user?.data.email), str(user?.data.name), due, recipientLocale(user)));
    if (due.length > 0 && !mailed) continue;
    if (mailed) sent++;
    for (const n of notices) {
      const emailed = due.includes(n);
      await s.update(n, emailed ? { email_pending: false, channels: [...n.data.channels, 'email'] } : { email_pending: false });
    }
  }
  return sent;
}
