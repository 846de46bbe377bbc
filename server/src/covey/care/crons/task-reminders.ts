/**
 * Task reminders (product.md §3.3): every task whose `remind_at` has passed and that is still open
 * gets one reminder — a `notifications` row for the assignee (or the member's people) and an email
 * through the configured SMTP. "Once" is recorded as an `updates` row carrying the `remind_at` it
 * answered, so a second run sends nothing and a new `remind_at` earns a new reminder. With SMTP off
 * the in-app notice is still written and the mail is skipped quietly.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { logUpdate, memberRecipients, notify } from '../../activity.js';
import { findById, patch } from '../../hooks/context.js';
import { escapeHtml } from '../../../util/html-text.js';
import { store, type StoreRecord } from '../../store/store.js';
import { msg } from '../../i18n/product-error.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t } from '../../i18n/t.js';
import { dayText } from '../../i18n/day-text.js';

const REMINDER_SUMMARY = 'Reminder sent for the task';

interface DueRow {
  id: string;
  member: string;
  title: string;
  assignee: string;
  remind_at: string;
  due: string;
}

async function alreadyReminded(core: CoreApp, task: DueRow): Promise<boolean> {
  // `~` with a `%` in the value is a LIKE pattern as written (PocketBase): the summary starts with it
  const rows = await store(core).list('updates', 'target_collection = "tasks" && target_id = {:id} && summary ~ {:prefix}', {
    params: { id: task.id, prefix: `${REMINDER_SUMMARY}%` },
  });
  return rows.some((r) => (r.data.data as { remind_at?: string } | null)?.remind_at === task.remind_at);
}


/** the reminder mail in the recipient's language, the due day said in it; false when it did not go out */
async function sendMail(core: CoreApp, user: StoreRecord<'users'>, task: DueRow, link: string): Promise<boolean> {
  const meta = core.settings.get().meta;
  const url = `${meta.appURL.replace(/\/$/, '')}${link}`;
  const locale = recipientLocale(user);
  const lead = t(locale, 'mail.task_reminder.lead', { title: task.title });
  const due = task.due ? ` ${t(locale, 'mail.task_reminder.due', { day: dayText(locale, task.due) })}` : '';
  try {
    await core.mailer.send({
      from: { name: meta.senderName, address: meta.senderAddress },
      to: [{ address: user.data.email }],
      subject: t(locale, 'mail.task_reminder.subject', { title: task.title }),
      text: `${lead}${due}\n\n${t(locale, 'mail.task_reminder.open_text')}: ${url}`,
      html: `<p>${escapeHtml(lead + due)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t(locale, 'mail.task_reminder.open'))}</a></p>`,
    });
    return true;
  } catch {
    return false; // SMTP off or failing: the in-app notice still stands
  }
}

export async function sendTaskReminders(core: CoreApp, now = nowString()): Promise<number> {
  const tasks = await store(core).list('tasks', 'remind_at != "" && remind_at <= {:now} && status != "done" && status != "cancelled"', {
    params: { now },
    sort: '+remind_at,+id',
  });
  const due: DueRow[] = tasks.map(({ data: t }) => ({ id: t.id, member: t.member, title: t.title, assignee: t.assignee, remind_at: t.remind_at, due: t.due }));
  let sent = 0;
  for (const task of due) {
    if (await alreadyReminded(core, task)) continue;
    const recipients = task.assignee ? [task.assignee] : await memberRecipients(core, core.db, task.member);
    const link = `/tasks/${task.id}`;
    const emails: string[] = [];
    for (const id of recipients) {
      const user = await findById(core, core.db, 'users', id);
      if (user && user.data.email && (await sendMail(core, user, task, link))) emails.push(id);
    }
    await core.db.transaction(async (q) => {
      const update = await logUpdate(core, q, {
        actor: '', member: task.member, target: 'tasks', targetId: task.id, action: 'updated',
        summary: `${REMINDER_SUMMARY} “${task.title}”`, msg: { id: 'task_reminder', values: { title: task.title } }, data: { remind_at: task.remind_at, emailed: emails.length },
      });
      for (const user of recipients) {
        const n = await notify(core, q, { user, title: msg('notify.task.reminder', { title: task.title }), body: task.due ? msg('notify.task.due', { day: task.due.slice(0, 10) }) : '', link, kind: 'task', update: update.data.id });
        if (n && emails.includes(user)) await patch(core, q, n, { channels: [...n.data.channels, 'email'], email_pending: false });
      }
    });
    sent++;
  }
  return sent;
}
