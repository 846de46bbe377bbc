/**
 * What became of a mail the server promised (server/src/mail/mail-outcome.ts): the screen says
 * what really happened, and when nothing went out it offers the link to copy instead.
 */
export type MailOutcome = 'sent' | 'not_configured' | 'failed' | 'not_requested';

/** whether the link must be handed over by hand (the mail did not go out) */
export const mailNotSent = (outcome: MailOutcome | undefined): boolean => outcome !== 'sent';

/**
 * One sentence about the mail to `email`: `what` is the thing mailed ("an invitation", "a link to
 * set a password"); `share` names what to copy ("the link below").
 */
export function mailSentence(outcome: MailOutcome | undefined, email: string, what: string, share = 'the link below'): string {
  switch (outcome) {
    case 'sent':
      return `We emailed ${what} to ${email}.`;
    case 'not_configured':
      return `Email is not set up on this Covey server, so nothing was emailed to ${email}. Copy ${share} and send it to them yourself.`;
    case 'not_requested':
      return `Nothing was emailed. Copy ${share} and send it to ${email} yourself.`;
    default:
      return `The email to ${email} could not be sent. Copy ${share} and send it to them yourself, or try again later.`;
  }
}
