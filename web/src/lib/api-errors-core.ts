/**
 * User-facing messages for record-store errors (spec §8): the part the first load needs (sign-in screen,
 * error page). Status and action sentences, mail off, the sign-up duplicate; per-field sentences take the
 * few codes sign-in meets here and the full table in api-errors.ts (which every other screen imports).
 * Raw server text ("Failed to create record.", "Value must be unique.", the SMTP configuration hint) is
 * never shown to people; the operator (a superuser session) alone sees the mail configuration hint.
 */
import { ClientResponseError } from 'pocketbase';
import { readSession } from './session';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong while processing your request.';
export const ABORTED_MESSAGE = 'The request was cancelled (it was autocancelled).';
/** What people see when the server cannot send mail (SMTP off). */
export const MAIL_OFF_MESSAGE = "Email isn't set up on this Covey server yet — ask your administrator.";
/** The store's own hint (server/src/app/settings-mailer.ts SMTP_DISABLED_MESSAGE), for the operator only. */
export const SMTP_DISABLED_MESSAGE = 'The mail server is not configured. Enable SMTP in the settings to send emails.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists — sign in or reset your password.';
/**
 * After a sign-up whose new password does not sign in: the server answers a taken address as it
 * answers a new one and mails its owner (issue 26), so the screen says the same neutral sentence.
 */
const CHECK_INBOX_MESSAGE =
  'We could not sign you in to a new account with this address. Check your inbox: we sent it a message. If you already have an account, sign in or reset your password.';

/** thrown by the sign-up actions when the new account's password does not sign in */
export class CheckInboxError extends Error {
  constructor() {
    super(CHECK_INBOX_MESSAGE);
    this.name = 'CheckInboxError';
  }
}

/** What the person was doing when the error happened (chooses the sentence). */
export type ErrorAction =
  | 'signIn'
  | 'signUp'
  | 'requestReset'
  | 'confirmReset'
  | 'requestVerification'
  | 'confirmVerification'
  | 'requestOtp'
  | 'signInOtp'
  | 'oauth'
  | 'changeEmail'
  | 'changePassword'
  | 'saveProfile'
  | 'uploadAvatar'
  | 'saveOnboarding'
  | 'saveCoverage'
  | 'sendMessage'
  | 'load'
  | 'save';

/** What "We couldn't …" says per action; the first load knows the sign-in ones (api-errors.ts has all). */
export type Verbs = Partial<Record<ErrorAction, string>>;

const SIGN_IN_VERBS: Verbs = {
  signIn: 'sign you in',
  requestOtp: 'send the code',
  signInOtp: 'sign you in with that code',
  oauth: 'sign you in with that provider',
  load: 'load this',
};

export interface ErrorLink {
  label: string;
  to: string;
}

export interface DescribedError {
  /** one sentence with the next step */
  message: string;
  /** per-field sentences, keyed by the record field */
  fields: Record<string, string>;
  /** where to go next (e.g. sign in, reset the password) */
  links: ErrorLink[];
}

export interface DescribeOptions {
  /** a superuser session: sees the server's configuration hints (defaults to the current session) */
  operator?: boolean;
}

const SIGN_IN_LINK: ErrorLink = { label: 'Sign in', to: '/login' };
const RESET_LINK: ErrorLink = { label: 'Reset your password', to: '/auth/reset' };

function localhostHint(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (host === 'localhost') {
      return 'Failed to connect to the server. Try changing the address from localhost to 127.0.0.1.';
    }
  } catch {
    // not a URL
  }
  return null;
}

function rawFields(error: ClientResponseError): Record<string, { code: string; message: string }> {
  const data: unknown = error.response?.data;
  const out: Record<string, { code: string; message: string }> = {};
  if (data === null || typeof data !== 'object') return out;
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object') continue;
    const { code, message } = value as { code?: unknown; message?: unknown };
    out[field] = { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
  }
  return out;
}

function isMailOff(message: string): boolean {
  return message === SMTP_DISABLED_MESSAGE || /mail server is not configured|enable smtp/i.test(message);
}

function operatorSession(): boolean {
  try {
    return readSession().isSuperuser;
  } catch {
    return false;
  }
}

/** `field`: the first field's sentence, when the store named fields (screens show it even where they mark no field). */
function statusSentence(status: number, action: ErrorAction, verb: string, field: string | undefined): string {
  if ((action === 'signIn' || action === 'signInOtp') && (status === 400 || status === 401)) {
    return action === 'signIn'
      ? 'The email or password is not correct. Try again, or reset your password.'
      : 'That code is not correct or has expired. Ask for a new one.';
  }
  if ((action === 'confirmReset' || action === 'confirmVerification') && status === 400 && field === undefined) {
    return 'This link is invalid or has expired. Ask for a new one.';
  }
  switch (status) {
    case 400:
      return `We couldn't ${verb}. ${field ?? 'Check what you entered and try again.'}`;
    case 401:
      return 'Your session has ended. Sign in again.';
    case 403:
      return action === 'load' ? "You don't have access to this." : `You don't have permission to ${verb}.`;
    case 404:
      return "We couldn't find this. It may have been removed or isn't shared with you.";
    case 413:
      return 'This file is too large. Choose a smaller one.';
    case 429:
      // a password sign-in that waits (per account or per address) has a way out now: the reset
      return action === 'signIn'
        ? 'Too many sign-in attempts. Wait a few minutes, or reset your password to sign in now.'
        : 'Too many attempts in a short time. Wait a minute, then try again.';
  }
  return status >= 500
    ? `Something went wrong on our side, so we couldn't ${verb}. Try again in a moment.`
    : GENERIC_ERROR_MESSAGE;
}

/**
 * The sentence for one field error. `message` is the server's own text for the field: shown only for
 * Covey's product codes (set by its hooks, written for people), never for the record store's codes.
 */
export type FieldSentence = (field: string, code: string, action: ErrorAction, message?: string) => string;

/** The few field codes the sign-in screen meets (the full table is in api-errors.ts). */
const basicFieldSentence: FieldSentence = (field, code) => {
  const isEmail = field === 'email' || field === 'newEmail' || field === 'identity';
  if (code === 'validation_required' || code === 'validation_empty') {
    if (isEmail) return 'Enter your email address.';
    return field.startsWith('password') ? 'Enter your password.' : 'Fill in this field.';
  }
  if (code === 'validation_is_email' || code === 'validation_invalid_email') return 'Enter a valid email address.';
  return 'Check this field.';
};

export function describeError(
  error: unknown,
  action: ErrorAction = 'save',
  options: DescribeOptions = {},
  fieldSentence: FieldSentence = basicFieldSentence,
  verbs: Verbs = SIGN_IN_VERBS,
): DescribedError {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return { message: ABORTED_MESSAGE, fields: {}, links: [] };
    if (error.status === 0) {
      return {
        message: localhostHint(error.url) ?? 'Could not reach the server. Check your connection and try again.',
        fields: {},
        links: [],
      };
    }
    const serverMessage = typeof error.response?.message === 'string' ? (error.response.message as string) : '';
    if (isMailOff(serverMessage)) {
      const operator = options.operator ?? operatorSession();
      return { message: operator ? SMTP_DISABLED_MESSAGE : MAIL_OFF_MESSAGE, fields: {}, links: [] };
    }
    const codes = rawFields(error);
    const fields: Record<string, string> = {};
    for (const [field, { code, message }] of Object.entries(codes)) fields[field] = fieldSentence(field, code, action, message);
    if (action === 'signUp' && codes.email?.code === 'validation_not_unique') {
      return { message: DUPLICATE_EMAIL_MESSAGE, fields, links: [SIGN_IN_LINK, RESET_LINK] };
    }
    const message = statusSentence(error.status, action, verbs[action] ?? 'do that', Object.values(fields)[0]);
    const links =
      error.status === 401 && action !== 'signIn'
        ? [SIGN_IN_LINK]
        : action === 'signIn' && (error.status < 402 || error.status === 429)
          ? [RESET_LINK]
          : [];
    return { message, fields, links };
  }
  if (error instanceof CheckInboxError) return { message: CHECK_INBOX_MESSAGE, fields: {}, links: [SIGN_IN_LINK, RESET_LINK] };
  if (error instanceof TypeError) return { message: GENERIC_ERROR_MESSAGE, fields: {}, links: [] };
  // errors the app throws itself carry sentences written for people
  if (error instanceof Error && error.message) return { message: error.message, fields: {}, links: [] };
  return { message: GENERIC_ERROR_MESSAGE, fields: {}, links: [] };
}

export function errorMessage(error: unknown, action: ErrorAction = 'load'): string {
  return describeError(error, action).message;
}

/** The store's own top-level message (for code that must tell rule refusals apart; never shown as is). */
export function serverMessage(error: unknown): string {
  return error instanceof ClientResponseError && typeof error.response?.message === 'string' ? error.response.message : '';
}

export function errorStatus(error: unknown): number {
  return error instanceof ClientResponseError ? error.status : 0;
}
