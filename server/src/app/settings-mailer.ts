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
import { MailNotConfiguredError } from '../mail/mail-outcome.js';
import { BlockedAddressError, outboundAddress } from '../core/auth/ssrf-guard.js';

const SMTP_PRIVATE_MESSAGE =
  'The mail server is on a loopback, link-local or private address. Allow private hosts for it in the settings to send emails there.';

export class SettingsMailer implements Mailer {
  private cached: { key: string; mailer: SmtpMailer } | null = null;

  constructor(private readonly settings: SettingsStore) {}

  private mailerFor(smtp: SmtpSettings, address: string): SmtpMailer {
    const key = JSON.stringify({ ...smtp, address });
    if (this.cached?.key === key) return this.cached.mailer;
    this.cached?.mailer.close();
    this.cached = { key, mailer: new SmtpMailer({ ...smtp, address }) };
    return this.cached.mailer;
  }

  configured(): boolean {
    return this.settings.get().smtp.enabled;
  }

  async send(msg: MailMessage): Promise<void> {
    const { smtp } = this.settings.get();
    if (!smtp.enabled) {
      console.error(`mail: not sent ("${msg.subject}"): SMTP is not enabled in the settings`);
      throw new MailNotConfiguredError();
    }
    // the host is resolved and checked on every send (a name may point elsewhere since it was saved)
    let address: string;
    try {
      address = await outboundAddress(smtp.host, smtp.allowPrivateHost);
    } catch (err) {
      console.error(`mail: not sent ("${msg.subject}"): ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof BlockedAddressError) throw new ApiError(400, SMTP_PRIVATE_MESSAGE);
      throw err;
    }
    await this.mailerFor(smtp, address).send(msg);
  }

  close(): void {
    this.cached?.mailer.close();
    this.cached = null;
  }
}
