/**
 * What became of a mail the app promised (issue #29): `sent` (the mail server accepted it),
 * `not_configured` (SMTP is off: nothing was sent) or `failed` (the mail server refused it or could
 * not be reached). Endpoints that promise a mail return it so the screen says what really happened.
 *
 * A mail sent after a transaction commits is not known when the record is written: the outcome is
 * registered per record (`expectMailOutcome` before the send, `settleMailOutcome` after) and the
 * route awaits it with `mailOutcomeOf`.
 */
import { ApiError } from '../util/api-error.js';
import type { Mailer, MailMessage } from './mailer.js';

export type MailOutcome = 'sent' | 'not_configured' | 'failed';

const SMTP_DISABLED_MESSAGE = 'The mail server is not configured. Enable SMTP in the settings to send emails.';

/** thrown by a mailer that has no mail server to send through (a 400 when it reaches a client) */
export class MailNotConfiguredError extends ApiError {
  constructor() {
    super(400, SMTP_DISABLED_MESSAGE);
  }
}

/** whether the mailer can send at all (a mailer without the check is assumed able to) */
export function mailConfigured(mailer: Mailer): boolean {
  return mailer.configured ? mailer.configured() : true;
}

/** sends and reports the outcome; never throws */
export async function sendWithOutcome(mailer: Mailer, msg: MailMessage, what = 'mail'): Promise<MailOutcome> {
  if (!mailConfigured(mailer)) {
    console.warn(`mail: ${what} not sent ("${msg.subject}"): SMTP is not enabled in the settings`);
    return 'not_configured';
  }
  try {
    await mailer.send(msg);
    return 'sent';
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return 'not_configured';
    console.error(`mail: ${what} not sent ("${msg.subject}"):`, err instanceof Error ? err.message : err);
    return 'failed';
  }
}

const pending = new WeakMap<object, { promise: Promise<MailOutcome>; resolve: (o: MailOutcome) => void }>();

/** announces that a mail will be sent for `key` (a record); `mailOutcomeOf` then waits for it */
export function expectMailOutcome(key: object): void {
  let resolve!: (o: MailOutcome) => void;
  const promise = new Promise<MailOutcome>((r) => (resolve = r));
  pending.set(key, { promise, resolve });
}

/** records the outcome of the mail announced for `key` (or for a key nobody announced: a no-op) */
export function settleMailOutcome(key: object, outcome: MailOutcome): void {
  pending.get(key)?.resolve(outcome);
}

/** the outcome of the mail sent for `key`; `fallback` when none was announced */
export function mailOutcomeOf(key: object, fallback: MailOutcome = 'failed'): Promise<MailOutcome> {
  return pending.get(key)?.promise ?? Promise.resolve(fallback);
}
