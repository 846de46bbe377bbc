/**
 * What became of a mail the server promised (server/src/mail/mail-outcome.ts): the screen says
 * what really happened, and when nothing went out it offers the link to copy instead.
 */
import { t } from '../i18n/i18n';

export type MailOutcome = 'sent' | 'not_configured' | 'failed' | 'not_requested';

/** whether the link must be handed over by hand (the mail did not go out) */
export const mailNotSent = (outcome: MailOutcome | undefined): boolean => outcome !== 'sent';

/**
 * One sentence about the mail to `email` in the active language: `what` is the thing mailed ("an invitation", "a
 * link to set a password"), `share` names what to copy ("the link below"); callers pass them translated.
 */
export function mailSentence(outcome: MailOutcome | undefined, email: string, what: string, share = t('mail.theLinkBelow')): string {
  switch (outcome) {
    case 'sent':
      return t('mail.sent', { what, email });
    case 'not_configured':
      return t('mail.notConfigured', { email, share });
    case 'not_requested':
      return t('mail.notRequested', { email, share });
    default:
      return t('mail.failed', { email, share });
  }
}
