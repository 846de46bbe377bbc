/**
 * The app's Mailer: sends through an SmtpMailer built from the CURRENT settings `smtp` group
 * (rebuilt when it changes). When SMTP is not enabled, sending fails with a clear ApiError 400 and
 * a log line — never a crash.
 */
import { ApiError } from '../util/api-error.js';
import type { SettingsStore } from '../core/settings/settings.js';
import type { SmtpSettings } from '../core/settings/settings-model.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';

export const SMTP_DISABLED_MESSAGE = 'The mail server is not configured. Enable SMTP in the settings to send emails.';

export class SettingsMailer implements Mailer {
  private cached: { key: string; mailer: SmtpMailer } | null = null;

  constructor(private readonly settings: SettingsStore) {}

  private mailerFor(smtp: SmtpSettings): SmtpMailer {
    const key = JSON.stringify(smtp);
    if (this.cached?.key === key) return this.cached.mailer;
    this.cached?.mailer.close();
    this.cached = { key, mailer: new SmtpMailer(smtp) };
    return this.cached.mailer;
  }

  async send(msg: MailMessage): Promise<void> {
    const { smtp } = this.settings.get();
    if (!smtp.enabled) {
      console.error(`mail: not sent ("${msg.subject}"): SMTP is not enabled in the settings`);
      throw new ApiError(400, SMTP_DISABLED_MESSAGE);
    }
    await this.mailerFor(smtp).send(msg);
  }

  close(): void {
    this.cached?.mailer.close();
    this.cached = null;
  }
}
