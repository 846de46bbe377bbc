/** What became of an invitation's mail (lib/mail-outcome), as whole sentences in the active language. */
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import type { MailOutcome } from '../../../lib/mail-outcome';

const SENTENCES: Readonly<Record<'invite' | 'resend', Record<MailOutcome, MessageId>>> = {
  invite: {
    sent: 'circles.mail.inviteSent',
    not_configured: 'circles.mail.inviteNotConfigured',
    not_requested: 'circles.mail.inviteNotRequested',
    failed: 'circles.mail.inviteFailed',
  },
  resend: {
    sent: 'circles.mail.resendSent',
    not_configured: 'circles.mail.resendNotConfigured',
    not_requested: 'circles.mail.resendNotRequested',
    failed: 'circles.mail.resendFailed',
  },
};

/** a new invitation (`invite`) or a new link for it (`resend`): what was mailed to `email`, and the next step */
export const inviteMailText = (kind: 'invite' | 'resend', outcome: MailOutcome | undefined, email: string): string =>
  t(SENTENCES[kind][outcome ?? 'failed'], { email });
